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
