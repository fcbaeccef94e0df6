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
  if (!/^[\w-]{6,20}$/.test(videoId)) return null;
  return (
    <EmbedFacade
      src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
      title={title}
      label={`Play video: ${title}`}
      poster={poster}
    />
  );
}
