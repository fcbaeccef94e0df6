import { PATHS } from "#app/config/site.ts";
import type { ArtistSummary } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** Artists as square tiles: picture, name and genre. Names are h2s, or h3s under a section's h2. */
export function ArtistGrid({
  artists,
  Heading = "h2",
  next = {},
}: {
  artists: readonly ArtistSummary[];
  Heading?: "h2" | "h3";
  /** Each DJ's next date, by slug ("Tomorrow at 10:00 PM"), where one is known. */
  next?: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {artists.map((artist) => (
        <li key={artist.slug}>
          <Link to={PATHS.dj(artist.slug)} className="card group block overflow-hidden">
            {artist.image ? (
              <ResponsiveImage
                image={artist.image}
                alt=""
                width={800}
                height={800}
                sizes="(min-width: 1024px) 20vw, 50vw"
                className="aspect-square w-full object-cover"
              />
            ) : (
              <div className="aspect-square bg-zinc-800" />
            )}
            <div className="p-3">
              <Heading className="font-extrabold group-hover:underline">{artist.title}</Heading>
              {artist.genre && <p className="text-sm text-zinc-400">{artist.genre}</p>}
              {next[artist.slug] && (
                <p className="mt-1 text-sm font-bold text-amber-300">{next[artist.slug]}</p>
              )}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
