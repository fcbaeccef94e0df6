import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { PATHS } from "#app/config/site.ts";
import { MAX_SEARCH_LENGTH } from "#app/domain/regex.ts";
import { Link, NavLink, useLocalizedPath } from "#app/i18n/links.tsx";
import { ConciergeButton } from "./concierge-button.tsx";
import { Icon } from "./icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { labelKey, labelText, TOP_BAR_LINKS } from "./navigation.ts";

export function TopBar({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <header className="sticky top-0 z-20 border-b border-white/10 bg-zinc-950/95 backdrop-blur">
      <div className="flex items-center gap-2 px-3 py-2 sm:px-6">
        <button
          type="button"
          className="grid h-11 w-11 shrink-0 place-items-center rounded-lg hover:bg-white/10 lg:hidden"
          aria-label={t`Open menu`}
          aria-controls="sidebar"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
        </button>
        <nav aria-label={t`Quick links`} className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex gap-1 whitespace-nowrap">
            {TOP_BAR_LINKS.map((link) => (
              <li key={labelKey(link.name)}>
                <NavLink
                  to={link.path}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-md px-2 text-xs font-bold tracking-wider hover:text-amber-300 ${isActive ? "text-amber-300" : "text-zinc-200"}`
                  }
                >
                  {labelText(i18n, link.name)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form
          method="get"
          action={localize(PATHS.search)}
          aria-label={t`Site search`}
          className="hidden shrink-0 lg:block"
        >
          <label htmlFor="site-search" className="sr-only">
            {t`Search parties, clubs and DJs`}
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t`Search`}
            className="min-h-11 w-44 rounded-lg border border-white/20 bg-zinc-900 px-3 text-sm"
          />
        </Form>
        <Link
          to={PATHS.search}
          aria-label={t`Search`}
          className="grid h-11 w-11 shrink-0 place-items-center rounded-lg hover:bg-white/10 lg:hidden"
        >
          <Icon name="search" />
        </Link>
        <Link
          to={PATHS.myNight}
          aria-label={t`My night`}
          title={t`My night`}
          className="grid h-11 w-11 shrink-0 place-items-center rounded-lg hover:bg-white/10"
        >
          <Icon name="heart" />
        </Link>
        <LanguageSwitch />
        <div className="hidden shrink-0 gap-2 md:flex">
          <ConciergeButton intent="talk" />
          <ConciergeButton intent="book" />
        </div>
      </div>
      <div className="flex gap-2 px-3 pb-2 md:hidden">
        <ConciergeButton intent="talk" className="flex-1" />
        <ConciergeButton intent="book" className="flex-1" />
      </div>
    </header>
  );
}
