/** The service worker's caches (scripts/service-worker.ts), which page code reads and fills too. */
export const PAGES_CACHE = "pages";
export const ASSETS_CACHE = "assets";
export const SERVICE_WORKER_PATH = "/sw.js";
/** The offline page in both languages, kept from the worker's install on. */
export const OFFLINE_CACHE = "offline-page";
