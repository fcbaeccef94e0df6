import { useEffect, useState } from "react";

// The "on" rule travels with the clock that moves it: one script for both (a chunk of its own
// costs a page ~100 bytes).
export { phaseAt } from "#app/domain/time/phase.ts";

const MINUTE = 60_000;

/** Runs `work` once the browser is idle after hydration (Safari has no requestIdleCallback). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

/**
 * The visitor's clock for a page left open (issue 52): the server's `now` while the page is
 * rendered and hydrated (so both agree), then the browser's, read once the page is idle (not in
 * the middle of hydrating: issue 62's main thread), moving on at each minute and at once when
 * the tab is looked at again. What is on now, next or over is worked out from it.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Read when idle, then a few milliseconds past each minute; a tab looked at again reads anew.
    const tick = () => {
      clearTimeout(timer);
      setNow(Date.now());
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 20);
    };
    const cancelFirst = whenIdle(tick);
    document.addEventListener("visibilitychange", tick);
    return () => {
      cancelFirst();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, []);
  return now;
}
