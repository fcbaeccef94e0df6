import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import { useSiteUrl } from "#app/components/public-env.tsx";
import { Icon } from "#app/components/shell/icon.tsx";
import { useLocalizedPath } from "#app/i18n/links.tsx";

// The menu is for browsers without the Web Share API: its code loads with the first tap.
const ShareMenu = lazy(() => loadChunk(() => import("./share-menu.tsx")));

export interface SharedPage {
  title: string;
  /** The local date (and time) of an event, said in the shared text. */
  when?: string;
  /** The page's path in English; the link is the page's clean URL in the page's language. */
  path: string;
}

/**
 * Share: the system's share sheet where the browser has one, else a menu with "Copy link",
 * WhatsApp, X and Telegram. The link is the canonical URL: never the address bar's, which may
 * carry tracking parameters.
 */
export function ShareButton({ page }: { page: SharedPage }) {
  const { t } = useLingui();
  const siteUrl = useSiteUrl() ?? "";
  const localized = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // After Escape or a choice focus goes back to the Share button (not to the page's top); a tap
  // outside leaves it where the visitor tapped.
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const url = `${siteUrl}${localized(page.path)}`;
  const text = page.when ? `${page.title} · ${page.when}` : page.title;
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        data-share
        aria-expanded={menuOpen}
        onClick={() => {
          if (typeof navigator.share === "function") {
            // Closing the sheet rejects: nothing to tell the visitor.
            navigator.share({ title: page.title, text, url }).catch(() => {});
          } else {
            setMenuOpen((open) => !open);
          }
        }}
        className="btn btn-outline gap-2 px-4 text-sm"
      >
        <Icon name="share" className="h-4 w-4" />
        {t`Share`}
      </button>
      {menuOpen && (
        <Suspense fallback={null}>
          <ShareMenu url={url} text={text} onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
