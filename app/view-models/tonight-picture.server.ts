import { t } from "@lingui/core/macro";
import type { FoundParty } from "#app/discovery/discovery.server.ts";
import { formatTimeRange, formatWallTime } from "#app/domain/dates.ts";
import { nightPicture } from "#app/domain/night-picture.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { clockAt, timeZoneOfList } from "#app/domain/time/index.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import type { ListingContext } from "./party-items.server.ts";

/** Hours a phone shows every one of; past it, one label in two (the lines stay). */
const NARROW_HOURS = 6;

/** The figure as the server draws it: words, times and places worked out. */
export interface NightPictureView {
  title: string;
  caption: string;
  from: number;
  to: number;
  now: number;
  hours: { at: number; left: number; label: string; wideOnly: boolean }[];
  bars: {
    key: string;
    href: string;
    slug: string;
    title: string;
    hours: string;
    left: number;
    width: number;
    start: number;
    end: number;
    endKnown: boolean;
    over: boolean;
  }[];
  nowMark: { left: number; label: string } | null;
}

/**
 * Today's picture of tonight (issue 52 item 6), worded and placed: a figure with a caption saying
 * what it shows (the page's lists stay the way to read tonight), drawn on the server by
 * app/components/tonight/night-picture.server.tsx. The axis reads in the clock of the area shown
 * (Tulum's for every area); each bar's own hours are its party's clock's.
 */
export function tonightPicture(
  parties: readonly FoundParty[],
  areaShown: string | undefined,
  { now, locale, i18n }: ListingContext,
  /** Today's night, or another one (a shared plan's): the words say which. */
  tonight = true,
): NightPictureView | null {
  const picture = nightPicture(parties, now);
  if (!picture) return null;
  const timeZone = timeZoneOfList(areaShown);
  const clock = (instant: number) => formatWallTime(clockAt(instant, timeZone), locale);
  const unknownEnd = t(i18n)`end not announced`;
  const ended = t(i18n)`ended`;
  const caption = captionOf(picture, clock, tonight, i18n);
  const crowded = picture.hours.length > NARROW_HOURS;
  return {
    title: tonight ? t(i18n)`Tonight at a glance` : t(i18n)`The night at a glance`,
    caption,
    from: picture.from,
    to: picture.to,
    now: now.getTime(),
    hours: picture.hours.map((hour, index) => ({
      at: hour.at,
      left: hour.left,
      label: hour.left < 100 ? clock(hour.at) : "",
      wideOnly: crowded && index % 2 === 1,
    })),
    bars: picture.bars.map((bar) => {
      const { party } = bar.party;
      const hours = formatTimeRange(party.startTime, party.endTime, locale);
      return {
        key: `${party.kind}-${party.id}`,
        href: localizedPath(locale, partyPath(party)),
        slug: party.slug,
        title: party.title,
        hours: [bar.endKnown ? hours : `${hours}, ${unknownEnd}`, bar.over ? ended : ""]
          .filter(Boolean)
          .join(" · "),
        left: bar.left,
        width: bar.width,
        start: bar.start,
        end: bar.end,
        endKnown: bar.endKnown,
        over: bar.over,
      };
    }),
    nowMark: picture.now === null ? null : { left: picture.now, label: t(i18n)`now` },
  };
}

/** What the figure shows, in words: its hours, that each bar is a party, now, what is not drawn. */
function captionOf(
  picture: NonNullable<ReturnType<typeof nightPicture>>,
  clock: (instant: number) => string,
  tonight: boolean,
  i18n: ListingContext["i18n"],
): string {
  const [from, to] = [clock(picture.from), clock(picture.to)];
  const rows = picture.bars.length;
  return [
    tonight
      ? t(
          i18n,
        )`Tonight from ${from} to ${to}, one bar per party from its start to its end, in the order they start. Each one is listed on this page.`
      : t(
          i18n,
        )`The night from ${from} to ${to}, one bar per party from its start to its end, in the order they start. Each one is listed on this page.`,
    picture.now === null ? null : t(i18n)`The green line marks now.`,
    picture.notDrawn === 0
      ? null
      : t(i18n)`The first ${rows} by start are drawn; ${picture.notDrawn} more are in the list.`,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
}
