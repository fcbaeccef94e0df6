import { t } from "@lingui/core/macro";
import { renderToStaticMarkup } from "react-dom/server";
import type { FoundParty } from "#app/discovery/discovery.server.ts";
import { formatTimeRange, formatWallTime } from "#app/domain/dates.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { clockAt, timeZoneOfList } from "#app/domain/time/index.ts";
import { nightPicture } from "#app/domain/tonight-picture.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import type { ListingContext } from "./party-items.server.ts";

const BAR_REM = 2.25;

/**
 * Today's picture of tonight (issue 52 item 6) as HTML made here: the page's script carries none
 * of it (Today is the page nearest its first-load budget), and it is the same after a client
 * navigation because it travels in the loader's data. The axis reads in the clock of the area
 * shown (Tulum's for every area); each bar's own hours are its party's clock's.
 * A figure with a caption saying what it shows; the list below stays the way to read tonight.
 */
export function tonightPicture(
  parties: readonly FoundParty[],
  areaShown: string | undefined,
  { now, locale, i18n }: ListingContext,
  /** Today's night, or another one (a shared plan's): the words say which. */
  tonight = true,
): string | null {
  const picture = nightPicture(parties, now);
  if (!picture) return null;
  const timeZone = timeZoneOfList(areaShown);
  const clock = (instant: number) => formatWallTime(clockAt(instant, timeZone), locale);
  const rows = picture.bars.length;
  const unknownEnd = t(i18n)`end not announced`;
  const caption = captionOf(picture, clock, tonight, i18n);
  const height = `${(rows + 2) * BAR_REM}rem`;
  return renderToStaticMarkup(
    <section
      className="mb-8"
      aria-labelledby="night-picture-title"
      data-night-picture
      data-from={picture.from}
      data-to={picture.to}
      data-now={now.getTime()}
    >
      <h2 id="night-picture-title" className="mb-1 text-xl font-black sm:text-2xl">
        {tonight ? t(i18n)`Tonight at a glance` : t(i18n)`The night at a glance`}
      </h2>
      <figure>
        <figcaption className="mb-2 text-sm text-zinc-400">{caption}</figcaption>
        <div className="overflow-x-auto rounded-lg border border-zinc-800 bg-zinc-950">
          <div className="relative min-w-[40rem]" style={{ height }}>
            {picture.hours.map((hour) => (
              <span
                key={hour.at}
                aria-hidden="true"
                className="absolute top-0 h-full border-l border-zinc-800 pl-1 text-xs text-zinc-400"
                style={{ left: `${hour.left}%` }}
              >
                {hour.left < 100 ? clock(hour.at) : ""}
              </span>
            ))}
            {picture.bars.map((bar, row) => {
              const { party } = bar.party;
              const hours = formatTimeRange(party.startTime, party.endTime, locale);
              return (
                <a
                  key={`${party.kind}-${party.id}`}
                  href={localizedPath(locale, partyPath(party))}
                  className={`absolute block h-7 truncate rounded px-2 text-sm leading-7 font-bold text-zinc-950 ${
                    bar.endKnown
                      ? "bg-amber-400"
                      : "border-r-2 border-dashed border-amber-200 bg-gradient-to-r from-amber-400 to-amber-400/20"
                  }`}
                  style={{
                    left: `${bar.left}%`,
                    width: `${bar.width}%`,
                    top: `${(row + 1) * BAR_REM}rem`,
                  }}
                  data-bar
                  data-slug={party.slug}
                  data-start={bar.start}
                  data-end={bar.end}
                  data-end-known={bar.endKnown}
                >
                  {party.title}
                  <span className="font-normal">
                    {" · "}
                    {bar.endKnown ? hours : `${hours}, ${unknownEnd}`}
                  </span>
                </a>
              );
            })}
            {picture.now !== null && (
              <span
                className="absolute top-0 flex h-full items-end border-l-2 border-emerald-300 pb-1 pl-1 text-xs font-bold text-emerald-300"
                style={{ left: `${picture.now}%` }}
                data-now-mark
              >
                {t(i18n)`now`}
              </span>
            )}
          </div>
        </div>
      </figure>
    </section>,
  );
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
        )`Tonight from ${from} to ${to}, one bar per party from its start to its end, in the order they start. The list below gives each one.`
      : t(
          i18n,
        )`The night from ${from} to ${to}, one bar per party from its start to its end, in the order they start. The list below gives each one.`,
    picture.now === null ? null : t(i18n)`The green line marks now.`,
    picture.notDrawn === 0
      ? null
      : t(i18n)`The first ${rows} by start are drawn; ${picture.notDrawn} more are in the list.`,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
}
