/**
 * Tonight as a picture (issue 52): one bar per party on one axis of the hours, so a visitor sees
 * what overlaps, what starts after what and where now is, without doing the arithmetic.
 */
import { partyInterval, type Scheduled } from "./time/index.ts";

const HOUR = 3_600_000;

/** Bars a picture draws at most: a night of hundreds stays a picture, the list holds the rest. */
export const PICTURE_BARS = 20;

/** How long before the first start the axis reaches back for now: at 07:00 it starts at the night. */
const LEAD_HOURS = 2;

export interface PictureBar<T> {
  party: T;
  start: number;
  end: number;
  /** Where the bar begins and how long it is, as percentages of the axis. */
  left: number;
  width: number;
  /** False when nobody announced an end: the bar runs to the assumed end, drawn as unknown. */
  endKnown: boolean;
  /** Ended by now: drawn as over, so that after 01:00 the night keeps its shape. */
  over: boolean;
}

export interface NightPicture<T> {
  /** The axis: whole hours around the bars, and now when it is near (LEAD_HOURS). */
  from: number;
  to: number;
  /** Now, as a percentage of the axis; null when the night is still hours away. */
  now: number | null;
  /** Each whole hour of the axis, as an instant and a percentage. */
  hours: { at: number; left: number }[];
  bars: PictureBar<T>[];
  /** Parties of the night not drawn (past PICTURE_BARS, by start). */
  notDrawn: number;
}

/**
 * The picture of `parties` (tonight's, the ones over included) at `now`: bars in start order (by end, then as
 * given, when two start together), the first PICTURE_BARS of them. A party with no announced
 * start cannot be drawn, nor a cancelled one; with nothing to draw there is no picture.
 */
export function nightPicture<T extends Scheduled>(
  parties: readonly T[],
  now: Date,
): NightPicture<T> | null {
  const drawable = parties
    .filter((party) => party.startTime && party.status !== "cancelled")
    .map((party) => {
      const { start, end } = partyInterval(party);
      return { party, start, end, endKnown: Boolean(party.endTime), over: end <= now.getTime() };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (drawable.length === 0) return null;
  const drawn = drawable.slice(0, PICTURE_BARS);
  const at = now.getTime();
  const first = Math.min(...drawn.map((bar) => bar.start));
  const from = Math.floor(Math.min(first, Math.max(at, first - LEAD_HOURS * HOUR)) / HOUR) * HOUR;
  const to = Math.ceil(Math.max(at + 1, ...drawn.map((bar) => bar.end)) / HOUR) * HOUR;
  const share = (instant: number) => ((instant - from) / (to - from)) * 100;
  const hours = Array.from({ length: (to - from) / HOUR + 1 }, (_, index) => {
    const hour = from + index * HOUR;
    return { at: hour, left: share(hour) };
  });
  return {
    from,
    to,
    now: at < from ? null : share(at),
    hours,
    bars: drawn.map((bar) => ({
      ...bar,
      left: share(bar.start),
      width: share(bar.end) - share(bar.start),
    })),
    notDrawn: drawable.length - drawn.length,
  };
}
