import { useState } from "react";

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
  const [playing, setPlaying] = useState(false);
  if (!/^[\w-]{6,20}$/.test(videoId)) return null;
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-2xl"
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="relative grid aspect-video w-full place-items-center overflow-hidden rounded-2xl bg-zinc-800 bg-cover bg-center"
      style={poster ? { backgroundImage: `url("${poster}")` } : undefined}
    >
      <span
        className="grid h-16 w-16 place-items-center rounded-full bg-black/70 text-2xl text-white"
        aria-hidden="true"
      >
        ▶
      </span>
      <span className="sr-only">Play video: {title}</span>
    </button>
  );
}
