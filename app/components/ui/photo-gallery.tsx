import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { Image } from "../../content/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** Thumbnails that open a full-size viewer; arrow keys move between photos, Escape closes. */
export function PhotoGallery({ photos, title }: { photos: readonly Image[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const current = open === null ? undefined : photos[open];
  const move = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + count) % count));
  const alt = (index: number) => `${title}, photo ${index + 1} of ${count}`;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
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
      <Dialog.Root open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4"
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") move(1);
              if (event.key === "ArrowLeft") move(-1);
            }}
          >
            <Dialog.Title className="text-lg font-bold">
              {open === null ? title : alt(open)}
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              Use the left and right arrow keys to move between photos.
            </Dialog.Description>
            {current && open !== null && (
              <ResponsiveImage
                image={current}
                alt={alt(open)}
                width={1200}
                height={800}
                priority
                sizes="100vw"
                className="max-h-[75vh] w-auto max-w-full rounded-xl object-contain"
              />
            )}
            <div className="flex gap-3">
              <button
                type="button"
                onClick={() => move(-1)}
                className="min-h-11 rounded-full border border-white/40 px-5 font-bold"
              >
                Previous
              </button>
              <Dialog.Close className="min-h-11 rounded-full bg-amber-400 px-5 font-bold text-zinc-950">
                Close
              </Dialog.Close>
              <button
                type="button"
                onClick={() => move(1)}
                className="min-h-11 rounded-full border border-white/40 px-5 font-bold"
              >
                Next
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
