import { useEffect, useState } from "react";

// The "on" rule travels with the clock that moves it: one script for both (a chunk of its own
// costs a page ~100 bytes).
export { phaseAt } from "#app/domain/time/phase.ts";

const MINUTE = 60_000;

/**
 * The visitor's clock for a page left open (issue 52): the server's `now` while the page is
 * rendered and hydrated (so both agree), then the browser's, moving on at each minute and at
 * once when the tab is looked at again. What is on now, next or over is worked out from it.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Read at once, then a few milliseconds past each minute; a tab looked at again reads anew.
    const tick = () => {
      clearTimeout(timer);
      setNow(Date.now());
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 20);
    };
    tick();
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, []);
  return now;
}
