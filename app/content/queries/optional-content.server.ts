import { markPartialRender } from "../cosmic/content-fallback.server.ts";

/**
 * A page's optional content (a secondary section): a failure leaves the section empty instead of
 * failing the page, and the page is kept only briefly (it is rendered whole again as soon as the
 * content answers). The page's critical content goes through `criticalContent`
 * (app/http/loader-answers.server.ts).
 */
export async function optionalContent<T>(load: Promise<T>, empty: T, label: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    console.warn(
      `content: ${label} unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    markPartialRender();
    return empty;
  }
}
