import { Link } from "react-router";
import type { Party } from "../../content/types.ts";
import { formatEventLabel, formatShortDate } from "../../domain/dates.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

export function partyPath(party: Party): string {
  if (party.kind === "isla-parties") return `/isla-mujeres/event/${party.slug}`;
  if (party.kind === "cabo-parties") return `/san-jose-cabo/event/${party.slug}`;
  return `/event/${party.slug}`;
}

interface PartyCardProps {
  party: Party;
  /** The instant the page was rendered, so labels match between server and browser. */
  now: Date;
  timeZone: string;
  priority?: boolean;
}

export function PartyCard({ party, now, timeZone, priority = false }: PartyCardProps) {
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
