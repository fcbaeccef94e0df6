import { useLingui } from "@lingui/react/macro";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { EmbedFacade } from "#app/components/ui/embed-facade.tsx";
import { VideoFacade } from "#app/components/ui/video-facade.tsx";
import type { Artist, ArtistHighlight } from "#app/domain/content-types.ts";
import { contentLangAttribute } from "#app/i18n/locales.ts";

/** A DJ's story, and beside it what to listen to and watch (players load on a tap). */
export function DjListen({
  artist,
  highlight,
  playerTitles,
}: {
  artist: Artist;
  highlight: ArtistHighlight | null;
  /** "Nox Verde on Spotify", on SoundCloud: worded by the loader. */
  playerTitles: { spotify: string; soundcloud: string };
}) {
  const { t } = useLingui();
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div>
        <div lang={contentLangAttribute(artist)}>
          {artist.short && <p className="text-lg">{artist.short}</p>}
          {artist.content && <CmsHtml html={artist.content} className="text-zinc-100" />}
        </div>
        {artist.caption && <p className="mt-4 text-sm text-zinc-400">{artist.caption}</p>}
      </div>
      <aside className="space-y-4" aria-label={t`Listen and watch`}>
        {artist.spotifyId && (
          <EmbedFacade
            src={`https://open.spotify.com/embed/artist/${artist.spotifyId}`}
            title={playerTitles.spotify}
            label={t`Play on Spotify`}
            className="h-80"
          />
        )}
        {artist.soundcloud && (
          <EmbedFacade
            src={`https://w.soundcloud.com/player/?url=${encodeURIComponent(artist.soundcloud)}&visual=true`}
            title={playerTitles.soundcloud}
            label={t`Play on SoundCloud`}
            className="h-80"
          />
        )}
        {artist.videoId && (
          <figure>
            <VideoFacade
              videoId={artist.videoId}
              title={artist.videoTitle || artist.title}
              poster={artist.image?.url}
            />
            {(artist.videoTitle || artist.videoCaption) && (
              <figcaption className="mt-2 text-sm text-zinc-300">
                <strong>{artist.videoTitle}</strong> {artist.videoCaption}
              </figcaption>
            )}
          </figure>
        )}
        {highlight?.image && (
          <figure className="overflow-hidden rounded-2xl border border-amber-400/60">
            <img
              src={highlight.image}
              alt={highlight.title}
              width={800}
              height={800}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
            <figcaption className="p-3 text-sm font-bold">{highlight.title}</figcaption>
          </figure>
        )}
      </aside>
    </div>
  );
}
