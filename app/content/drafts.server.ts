import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Editors' previews (server/preview.ts): a render inside `withDrafts` reads drafts and the
 * latest content straight from the CMS, past every cache, and stores nothing any visitor reads.
 */
const storage = new AsyncLocalStorage<boolean>();

export function withDrafts<T>(render: () => T): T {
  return storage.run(true, render);
}

export function readsDrafts(): boolean {
  return storage.getStore() === true;
}

/** Work whose result outlives this request (a shared index) must never see a draft. */
export function withoutDrafts<T>(run: () => T): T {
  return storage.run(false, run);
}
