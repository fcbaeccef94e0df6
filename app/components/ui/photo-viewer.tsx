import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import type { Image } from "#app/domain/content-types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * The full-size viewer of a photo gallery. Its own module so the dialog's code loads on the
 * first tap of a thumbnail, not with the page.
 */
export default function PhotoViewer({
  photo,
  label,
  onMove,
  onClose,
  opener,
}: {
  photo: Image;
  label: string;
  onMove: (step: number) => void;
  onClose: () => void;
  /** The thumbnail that opened the viewer; focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") onMove(1);
            if (event.key === "ArrowLeft") onMove(-1);
          }}
        >
          <Dialog.Title className="text-lg font-bold">{label}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t`Use the left and right arrow keys to move between photos.`}
          </Dialog.Description>
          <ResponsiveImage
            image={photo}
            alt={label}
            width={1200}
            height={800}
            priority
            sizes="100vw"
            className="max-h-[75vh] w-auto max-w-full rounded-xl object-contain"
          />
          <div className="flex gap-3">
            <button type="button" onClick={() => onMove(-1)} className="btn btn-outline">
              Previous
            </button>
            <Dialog.Close className="btn btn-primary">Close</Dialog.Close>
            <button type="button" onClick={() => onMove(1)} className="btn btn-outline">
              Next
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
