import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { NewTabLink } from "./new-tab-link.tsx";
import { notify } from "./notifications.tsx";

const ITEM =
  "flex min-h-11 w-full items-center px-4 text-left text-sm font-bold hover:bg-white/10 focus-visible:bg-white/10";

/** The share menu: copy the link, or open WhatsApp, X or Telegram with the text and link filled in. */
export default function ShareMenu({
  url,
  text,
  onClose,
}: {
  url: string;
  text: string;
  /** `returnFocus`: give focus back to the button that opened the menu. */
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useLingui();
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>("button, a")?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && onClose(true);
    const closeOutside = (event: PointerEvent) => {
      const target = event.target;
      const button = menu.current?.previousElementSibling;
      if (target instanceof Node && !menu.current?.contains(target) && !button?.contains(target))
        onClose(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOutside);
    };
  }, [onClose]);
  const message = `${text}\n${url}`;
  const links = [
    ["WhatsApp", `https://wa.me/?text=${encodeURIComponent(message)}`],
    [
      "X",
      `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    ],
    [
      "Telegram",
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    ],
  ] as const;
  return (
    <div
      ref={menu}
      data-share-menu
      className="absolute left-0 z-20 mt-2 w-56 overflow-hidden rounded-2xl border border-white/15 bg-zinc-900 py-1 shadow-xl"
    >
      <button
        type="button"
        className={ITEM}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            void notify(t`Link copied`, "success");
          } catch {
            void notify(t`Could not copy the link: ${url}`, "warning");
          }
          onClose(true);
        }}
      >
        {t`Copy link`}
      </button>
      {links.map(([name, href]) => (
        <NewTabLink key={name} href={href} className={ITEM} onClick={() => onClose(true)}>
          {name}
        </NewTabLink>
      ))}
    </div>
  );
}
