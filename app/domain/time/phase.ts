/**
 * The one "on" rule of the live night (issue 52), with no imports so the browser's minute tick
 * and the server's lists read the same rule: where a span stands against now. A span with an
 * unknown end is never "on"; the callers give a set or a party its end first (sets.ts, party-hours.ts).
 */
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

/**
 * Who is on and who comes next at `now`, from a party's sets in running order with their hours
 * (the browser's side of `playingAt` in sets.ts, issue 52): before the party, `next` is who opens; after its last
 * set, both are empty, so nothing claims a DJ is playing. Sets without a start or an end are
 * never "on".
 */
export function onAndNext<T extends { start: number | null; end: number | null }>(
  order: readonly T[],
  now: number,
): { on: T[]; next: T | null } {
  const on = order.filter(({ start, end }) => phaseAt(now, start, end) === "on");
  const next = order.find(({ start }) => start !== null && start > now) ?? null;
  return { on, next };
}
