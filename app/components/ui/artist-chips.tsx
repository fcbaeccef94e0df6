import { PATHS } from "#app/config/site.ts";
import { Link } from "#app/i18n/links.tsx";

/** Artists as round links to their pages. */
export function ArtistChips({
  artists,
  className = "",
}: {
  artists: readonly { slug: string; title: string }[];
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {artists.map((artist) => (
        <li key={artist.slug}>
          <Link
            to={PATHS.dj(artist.slug)}
            className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 font-semibold hover:bg-white/20"
          >
            {artist.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
