const RELOADED_KEY = "reloaded-after-chunk-error";

/**
 * Loads a module split off from the page (a menu, a viewer, the map). When its file is gone
 * because a deploy replaced the build while the page was open, the page reloads once to pick up
 * the new build instead of failing; a second failure in the same tab is a real one and throws.
 * (React Router does the same for route modules.)
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (sessionStorage.getItem(RELOADED_KEY)) throw error;
    sessionStorage.setItem(RELOADED_KEY, "1");
    window.location.reload();
    return new Promise<T>(() => {});
  });
}
