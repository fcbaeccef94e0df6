import { useLingui } from "@lingui/react/macro";
import { PATHS } from "#app/config/site.ts";
import { MAX_SEARCH_LENGTH } from "#app/domain/regex.ts";
import { NavLink, useLocalizedPath } from "#app/i18n/links.tsx";
import { labelKey, labelText } from "./nav-labels.ts";
import { TOP_BAR_LINKS } from "./top-bar-links.ts";

/**
 * The top bar's quick links (from 1024 px) and search field (from 1536 px), rendered on the
 * server only (top-bar.tsx keeps their HTML): the links navigate in place, the shell keeps the
 * current one marked (use-static-parts.ts), and the field is a plain GET form.
 */
export default function TopBarContent() {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <>
      <nav aria-label={t`Quick links`} className="hidden lg:block">
        <ul className="flex whitespace-nowrap">
          {TOP_BAR_LINKS.map((link) => (
            <li key={labelKey(link.name)}>
              <NavLink
                to={link.path}
                end
                data-nav-end
                className="quick-link border-transparent px-2.5"
              >
                {labelText(i18n, link.name)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex-1" />
      <form
        method="get"
        action={localize(PATHS.search)}
        aria-label={t`Site search`}
        className="hidden shrink-0 2xl:block"
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
      </form>
    </>
  );
}
