import { requestContext } from "./request-context.server.ts";

/**
 * The nonce of the page being rendered: the server makes a new one for every render and puts
 * it in the render's request context (server/pages.ts), the page's own inline scripts carry it, and the page's Content Security
 * Policy allows only scripts that carry it. An injected script cannot know it.
 */
export function currentNonce(): string | undefined {
  return requestContext().nonce;
}
