import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef, useState } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import type { Image } from "#app/domain/content-types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

const loadViewer = () => import("./photo-viewer.tsx");
const PhotoViewer = lazy(() => loadChunk(loadViewer));
// Fetching ahead on hover or focus may fail quietly: opening the viewer loads it for real.
const prefetchViewer = () => {
  loadViewer().catch(() => {});
};

/** Thumbnails that open a full-size viewer; arrow keys move between photos, Escape closes. */
export function PhotoGallery({ photos, title }: { photos: readonly Image[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const count = photos.length;
  const current = open === null ? undefined : photos[open];
  const move = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + count) % count));
  const { t } = useLingui();
  const alt = (index: number) => {
    const number = index + 1;
    return t`${title}, photo ${number} of ${count}`;
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              onPointerEnter={prefetchViewer}
              onFocus={prefetchViewer}
              className="block w-full overflow-hidden rounded-xl"
            >
              <ResponsiveImage
                image={photo}
                alt={alt(index)}
                width={1200}
                height={800}
                priority={index === 0}
                sizes="(min-width: 1024px) 25vw, 50vw"
                className="aspect-[3/2] w-full object-cover transition-transform hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      {current && open !== null && (
        <Suspense>
          <PhotoViewer
            photo={current}
            label={alt(open)}
            onMove={move}
            onClose={() => setOpen(null)}
            opener={opener}
          />
        </Suspense>
      )}
    </>
  );
}
