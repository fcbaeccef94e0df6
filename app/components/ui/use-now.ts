import { useEffect, useState } from "react";

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

/** Where an instant stands against now: not begun, on, or over (an unknown end is never "on"). */
export function phaseAt(
  now: number,
  start: number | null,
  end: number | null,
): "coming" | "on" | "over" | "unknown" {
  if (start === null) return "unknown";
  if (now < start) return "coming";
  if (end === null) return "unknown";
  return now < end ? "on" : "over";
}
