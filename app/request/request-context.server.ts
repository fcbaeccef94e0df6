import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request carries through the app (docs/decisions/0055): each owner makes its own key
 * (the page's language in content-locale, the call lane in call-ceiling, drafts, the nonce, the
 * timing, the render record, the content services, the request id) and offers its own `with`
 * and read functions, so a module's imports show what it reads, and this leaf imports nothing
 * of the app. Work started inside a request (a stale entry's refresh) carries the request's
 * values, as React Router's `createContext` keys do for its middleware, one per owner.
 */
export interface RequestContextKey<T> {
  readonly name: string;
  /** The value for the current request; undefined outside one, or where its owner set none. */
  read(): T | undefined;
  /** Runs `run` with this key set to `value` (an inner value wins), the other keys kept. */
  with<R>(value: T, run: () => R): R;
}

/** Every per-request value is made here: the one way state follows a request. */
export function createRequestContextKey<T>(name: string): RequestContextKey<T> {
  // Node's async context frames keep each key's value beside the others at no extra cost.
  const storage = new AsyncLocalStorage<T>();
  return {
    name,
    read: () => storage.getStore(),
    with: (value, run) => storage.run(value, run),
  };
}
