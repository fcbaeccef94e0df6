import type { Venue } from "#app/domain/content-types.ts";
import { venuePath } from "#app/domain/venue-paths.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

export function VenueCard({
  venue,
  caption,
  next,
}: {
  venue: Venue;
  caption?: string;
  /** Its next party ("Next: Sat, Nov 28 at 10:00 PM"), where one is known. */
  next?: string;
}) {
  return (
    <article className="card overflow-hidden" data-venue={venue.slug}>
      <Link to={venuePath(venue.kind, venue.slug)} className="group block">
        {venue.image ? (
          <ResponsiveImage
            image={venue.image}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <div className="aspect-[3/2] bg-zinc-800" />
        )}
        <div className="p-4">
          <h2 className="text-lg font-black group-hover:underline">{venue.title}</h2>
          {next && <p className="mt-1 text-sm font-bold text-amber-300">{next}</p>}
          {caption && <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{caption}</p>}
          {venue.tags.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" lang={contentLangAttribute(venue)}>
              {venue.tags.slice(0, 4).map((tag) => (
                <li key={tag} className="rounded-full bg-white/10 px-2 py-0.5 text-xs">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Link>
    </article>
  );
}

export function VenueGrid({
  venues,
  testId,
}: {
  venues: readonly (Venue & { caption?: string; next?: string })[];
  testId?: string;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid={testId}>
      {venues.map((venue) => (
        <li key={venue.slug}>
          <VenueCard venue={venue} caption={venue.caption} next={venue.next} />
        </li>
      ))}
    </ul>
  );
}
