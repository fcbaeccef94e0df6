import { createRequestContextKey } from "#app/request/request-context.server.ts";

/**
 * The nonce of the page being rendered: the server makes a new one for every render
 * (server/pages/handler.ts, `withNonce`), the page's own inline scripts carry it, and the page's Content
 * Security Policy allows only scripts that carry it. An injected script cannot know it.
 */
const nonceKey = createRequestContextKey<string>("nonce");

export function withNonce<T>(nonce: string, run: () => T): T {
  return nonceKey.with(nonce, run);
}

export function currentNonce(): string | undefined {
  return nonceKey.read();
}
