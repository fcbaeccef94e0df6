import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef, useState } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import { Link } from "#app/i18n/links.tsx";
import { useSavedParties } from "#app/my-night/save-button.tsx";
import { ConciergeButton } from "./concierge-button.tsx";
import { Icon, SiteMark } from "./icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ServerHtml } from "./server-html.tsx";

// Rendered on the server only, as the sidebar's content is (sidebar.tsx).
const TopBarContent = import.meta.env.SSR ? (await import("./top-bar-content.tsx")).default : null;

const loadMenu = () => loadChunk(() => import("./menu-dialog.tsx"));
const MenuDialog = lazy(loadMenu);
// Fetched ahead as the finger or the focus reaches the button; failing quietly until it is used.
const prefetchMenu = () => {
  import("./menu-dialog.tsx").catch(() => {});
};

/** The heart: My night, with how many parties this browser has saved (none on the server). */
function MyNightLink() {
  const { t } = useLingui();
  const count = useSavedParties().length;
  return (
    <Link
      to={PATHS.myNight}
      aria-label={
        count > 0
          ? t({
              message: plural(count, {
                one: "My night: # party saved",
                other: "My night: # parties saved",
              }),
            })
          : t`My night`
      }
      title={t`My night`}
      className="icon-btn relative w-10 sm:w-11"
      data-testid="my-night-link"
    >
      <Icon
        name="heart"
        className={count > 0 ? "h-5 w-5 fill-rose-500 text-rose-500" : "h-5 w-5"}
      />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-saved-count
          className="absolute top-1 right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-rose-500 px-1 text-[0.65rem] font-black text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/**
 * The top bar, one row at every width: menu, name, search, My night and booking on a phone; the
 * quick links of product.md#routes shown whole from 1024 px, where the sidebar starts (below
 * that they are in the menu, with "talk with a human", which the sidebar holds from 1024 px);
 * the search field from 1536 px (a search link opens the search page, with its field focused,
 * on phones; the sidebar has one from 1024 px).
 */
export function TopBar() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-20 border-b border-white/10 bg-zinc-950/95 backdrop-blur">
      <div className="flex h-14 items-center gap-0.5 px-1.5 sm:gap-1 sm:px-4">
        <button
          ref={menuButton}
          type="button"
          className="icon-btn w-10 sm:w-11 lg:hidden"
          aria-label={t`Open menu`}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? "site-menu" : undefined}
          data-testid="menu-button"
          onPointerEnter={prefetchMenu}
          onTouchStart={prefetchMenu}
          onFocus={prefetchMenu}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Icon name="menu" />
        </button>
        <Link
          to={PATHS.home}
          className="flex min-h-11 min-w-0 items-center gap-1.5 px-1 font-black tracking-tight whitespace-nowrap lg:hidden"
        >
          <SiteMark className="h-7 w-7 shrink-0 text-sm" />
          {/* On a narrow phone the mark alone: the bar keeps room for the language and Book. */}
          <span className="truncate max-[419px]:sr-only">{SITE_NAME}</span>
        </Link>
        <ServerHtml as="div" id="top-bar-links" className="flex min-w-0 flex-1 items-center">
          {TopBarContent && <TopBarContent />}
        </ServerHtml>
        <Link to={PATHS.search} aria-label={t`Search`} className="icon-btn w-10 sm:w-11 lg:hidden">
          <Icon name="search" />
        </Link>
        <MyNightLink />
        {/* In the phone's header too (issue 42): the other language is one tap from any page. */}
        <LanguageSwitch className="w-10 justify-center px-0 sm:w-auto sm:px-3" />
        <ConciergeButton intent="book" compact />
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDialog open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
