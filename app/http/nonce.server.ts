import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The nonce of the page being rendered: the server makes a new one for every render
 * (server/pages.ts), the page's own inline scripts carry it, and the page's Content Security
 * Policy allows only scripts that carry it. An injected script cannot know it.
 */
const storage = new AsyncLocalStorage<string>();

export function withNonce<T>(nonce: string, run: () => T): T {
  return storage.run(nonce, run);
}

export function currentNonce(): string | undefined {
  return storage.getStore();
}
