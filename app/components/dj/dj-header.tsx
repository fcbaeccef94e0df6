import { ServerMarkup, type ServerMarkupHtml } from "#app/components/server-markup.tsx";
import { ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { PATHS } from "#app/config/site.ts";
import type { Artist } from "#app/domain/content-types.ts";
import { textSlug } from "#app/domain/slug.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";

/**
 * A DJ's card: portrait, genre, name, headline, listeners, booking, sharing and the feed. The
 * listeners line ("12,345 monthly listeners on Spotify") comes worded from the server.
 */
export function DjHeader({
  artist,
  listeners,
  follow,
}: {
  artist: Artist;
  listeners: string | null;
  /** "Subscribe to Nox Verde's dates (.ics)", worded by the loader. */
  /** The Follow menu, drawn by the loader (follow-menu.server.tsx). */
  follow: ServerMarkupHtml;
}) {
  const accent = artist.primaryColor ?? "#0f766e";
  return (
    <header
      className="grid gap-6 overflow-hidden rounded-3xl border-t-4 bg-zinc-900 p-5 sm:p-8 md:grid-cols-[18rem_1fr]"
      style={{ borderColor: accent }}
    >
      {artist.image && (
        <ResponsiveImage
          image={artist.image}
          alt={artist.title}
          width={800}
          height={800}
          priority
          sizes="(min-width: 768px) 18rem, 7rem"
          // A small portrait on a phone: the name and the dates come first.
          className="aspect-square w-28 rounded-2xl object-cover md:w-full"
        />
      )}
      <div>
        <p className="text-sm font-black tracking-wider text-amber-300 uppercase">
          {textSlug(artist.genre) ? (
            <Link to={PATHS.genre(textSlug(artist.genre))} className="hover:underline">
              {artist.genre}
            </Link>
          ) : (
            artist.genre
          )}
          {artist.flag && <span className="ml-2 text-zinc-300">· {artist.flag}</span>}
        </p>
        <h1 className="mt-1 text-4xl font-black tracking-tight sm:text-5xl">{artist.title}</h1>
        {artist.headline && (
          <p lang={contentLangAttribute(artist)} className="mt-3 text-lg text-zinc-200">
            {artist.headline}
          </p>
        )}
        {listeners && (
          <p className="mt-2 text-sm text-zinc-300">
            {artist.spotifyId ? (
              <NewTabLink
                href={`https://open.spotify.com/artist/${encodeURIComponent(artist.spotifyId)}`}
                className="underline hover:text-white"
              >
                {listeners}
              </NewTabLink>
            ) : (
              listeners
            )}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <ConciergeButton intent="book" />
          <ShareButton page={{ title: artist.title, path: PATHS.dj(artist.slug) }} />
          {artist.instagram && (
            <NewTabLink
              href={`https://www.instagram.com/${encodeURIComponent(artist.instagram)}/`}
              className="btn btn-outline px-4 text-sm"
            >
              Instagram
            </NewTabLink>
          )}
        </div>
        <div className="mt-4">
          <ServerMarkup markup={follow} />
        </div>
      </div>
    </header>
  );
}
