import { useState } from "react";

/** A third-party player that loads nothing until the visitor asks for it. */
export function EmbedFacade({
  src,
  title,
  label,
  className = "aspect-video",
  poster,
}: {
  src: string;
  title: string;
  label: string;
  className?: string;
  poster?: string;
}) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <iframe
        className={`w-full rounded-2xl ${className}`}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; clipboard-write"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className={`relative grid w-full place-items-center overflow-hidden rounded-2xl bg-zinc-800 bg-cover bg-center ${className}`}
      style={poster ? { backgroundImage: `url("${poster}")` } : undefined}
    >
      <span className="flex items-center gap-3 rounded-full bg-black/75 px-5 py-3 font-bold text-white">
        <span aria-hidden="true">▶</span>
        {label}
      </span>
    </button>
  );
}
