import { useLingui } from "@lingui/react/macro";
import type { Video } from "#app/domain/editorial-types.ts";
import { EmbedFacade } from "./embed-facade.tsx";

/** A YouTube player that costs nothing until the visitor asks for it. */
export function VideoFacade({
  videoId,
  title,
  poster,
}: {
  videoId: string;
  title: string;
  poster?: string;
}) {
  const { t } = useLingui();
  if (!/^[\w-]{6,20}$/.test(videoId)) return null;
  return (
    <EmbedFacade
      src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
      title={title}
      label={t`Play video: ${title}`}
      poster={poster}
    />
  );
}

/** A video's player, or its poster when the CMS has no YouTube id for it. */
export function VideoOrPoster({ video }: { video: Video }) {
  if (video.videoId) {
    return <VideoFacade videoId={video.videoId} title={video.title} poster={video.image?.url} />;
  }
  if (!video.image) return null;
  return (
    <img
      src={video.image.url}
      alt={video.title}
      width={1200}
      height={800}
      className={`${video.short ? "aspect-[9/16]" : "aspect-video"} w-full rounded-2xl object-cover`}
    />
  );
}
