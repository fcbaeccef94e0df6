import { data } from "react-router";
import { NO_STORE, NOT_FOUND_CACHE_CONTROL } from "#app/http/cache-control.ts";
import { markPartialRender } from "./content-fallback.server.ts";
import { CmsError } from "./cosmic-client.server.ts";

export const RETRY_AFTER_SECONDS = 30;

/** A page the visitor may have meant, offered on a 404 (see app/components/error-page.tsx). */
export interface Suggestion {
  title: string;
  url: string;
}

export function notFound(suggestions: readonly Suggestion[] = []): never {
  throw data(suggestions.length > 0 ? { suggestions } : null, {
    status: 404,
    headers: { "Cache-Control": NOT_FOUND_CACHE_CONTROL },
  });
}

export function gone(): never {
  throw data(null, { status: 410, headers: { "Cache-Control": NOT_FOUND_CACHE_CONTROL } });
}

/**
 * Runs a loader's content calls. When the CMS is unreachable and nothing is cached, the visitor
 * gets a 503 page with Retry-After instead of a crash.
 */
export async function withContent<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CmsError) {
      console.error(`content: ${error.kind}: ${error.message}`);
      throw data(null, {
        status: 503,
        headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": NO_STORE },
      });
    }
    throw error;
  }
}

/**
 * For secondary sections: a failure leaves the section empty instead of failing the page, and the
 * page is kept only briefly (it is rendered whole again as soon as the content answers).
 */
export async function orEmpty<T>(load: Promise<T>, empty: T, label: string): Promise<T> {
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
