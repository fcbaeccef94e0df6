import { Link } from "react-router";
import type { PartyCardData } from "../../content/types.ts";
import { formatEventLabel, formatShortDate, formatWallTime } from "../../domain/dates.ts";
import { partyPath } from "../../domain/party-paths.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

interface PartyCardProps {
  party: PartyCardData;
  /** The instant the page was rendered, so labels match between server and browser. */
  now: Date;
  timeZone: string;
  priority?: boolean;
  /** A row with a small image, for long lists such as the calendar. */
  compact?: boolean;
}

export function PartyCard({
  party,
  now,
  timeZone,
  priority = false,
  compact = false,
}: PartyCardProps) {
  if (compact) {
    return (
      <article className="overflow-hidden rounded-2xl border border-white/10 bg-zinc-900">
        <Link to={partyPath(party)} className="flex items-center gap-3 p-2 pr-4">
          {party.image ? (
            <ResponsiveImage
              image={party.image}
              alt=""
              width={1200}
              height={800}
              sizes="6rem"
              className="aspect-[3/2] w-24 shrink-0 rounded-xl object-cover"
            />
          ) : (
            <div className="aspect-[3/2] w-24 shrink-0 rounded-xl bg-gradient-to-br from-teal-700 to-amber-500" />
          )}
          <div className="min-w-0">
            <h3 className="leading-snug font-extrabold">{party.title}</h3>
            <p className="text-sm text-amber-300">
              {/* The calendar's day heading already says the date. */}
              <time dateTime={party.date}>
                {party.startTime ? formatWallTime(party.startTime) : "All day"}
              </time>
            </p>
          </div>
        </Link>
      </article>
    );
  }
  return (
    <article className="group overflow-hidden rounded-2xl border border-white/10 bg-zinc-900">
      <Link to={partyPath(party)} className="block focus-visible:outline-offset-[-4px]">
        {party.image ? (
          <ResponsiveImage
            image={party.image}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            priority={priority}
            className="aspect-[3/2] w-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <div className="aspect-[3/2] w-full bg-gradient-to-br from-teal-700 to-amber-500" />
        )}
        <div className="p-4">
          <p className="text-xs font-bold tracking-wider text-amber-300 uppercase">
            <time dateTime={party.date}>
              {formatEventLabel(party.date, party.startTime, now, timeZone)}
            </time>
          </p>
          <h3 className="mt-1 text-lg leading-snug font-black">{party.title}</h3>
          {party.caption && (
            <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{party.caption}</p>
          )}
          <p className="sr-only">{formatShortDate(party.date)}</p>
        </div>
      </Link>
    </article>
  );
}
