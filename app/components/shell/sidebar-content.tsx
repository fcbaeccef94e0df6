/** The desktop sidebar's HTML: imported by the server only (sidebar.tsx), never by the browser. */
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import { isActivePath, Link } from "#app/i18n/links.tsx";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { ConciergeButton } from "./concierge-button.tsx";
import { Icon, SiteMark } from "./icon.tsx";
import { labelKey, labelText } from "./nav-labels.ts";
import { isSubmenuActive, type NavItem, SIDEBAR_ITEMS } from "./navigation.ts";

function ItemLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const { t, i18n } = useLingui();
  const name = labelText(i18n, item.name);
  if (item.external) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" className="nav-item">
        <Icon name={item.icon} />
        <span className="nav-label">{name}</span>
        <span className="sr-only"> {t`(opens in a new tab)`}</span>
      </a>
    );
  }
  const href = localizedPath(localeOfPath(pathname), item.path);
  return (
    <Link
      to={item.path}
      className="nav-item"
      title={name}
      data-nav-end={item.path === PATHS.home ? "" : undefined}
      aria-current={isActivePath(pathname, href, item.path === PATHS.home) ? "page" : undefined}
    >
      <Icon name={item.icon} />
      <span className="nav-label">{name}</span>
    </Link>
  );
}

/** A group of links that folds: open by itself when the page shown is one of its children. */
function SubMenu({ item, pathname }: { item: NavItem; pathname: string }) {
  const { i18n } = useLingui();
  const name = labelText(i18n, item.name);
  return (
    <details open={isSubmenuActive(item, pathname)}>
      <summary className="nav-item cursor-pointer" title={name}>
        <Icon name={item.icon} />
        <span className="nav-label flex-1">{name}</span>
        <Icon name="chevron" className="nav-label h-4 w-4 transition-transform" />
      </summary>
      <ul className="nav-children">
        {item.children?.map((child) => (
          <li key={labelKey(child.name)}>
            <ItemLink item={child} pathname={pathname} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What the desktop sidebar holds (sidebar.tsx): rendered on the server only. */
export default function SidebarContent() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <>
      <Link
        to={PATHS.siteDirectory}
        className="mb-4 flex min-h-11 items-center gap-2 rounded-lg px-2 text-lg font-black tracking-tight"
      >
        <SiteMark className="h-9 w-9" />
        <span className="nav-label">{SITE_NAME}</span>
      </Link>
      <nav aria-label={t`Sections`} className="flex-1">
        <ul className="space-y-1">
          {SIDEBAR_ITEMS.map((item) => (
            <li key={labelKey(item.name)}>
              {item.children ? (
                <SubMenu item={item} pathname={pathname} />
              ) : (
                <ItemLink item={item} pathname={pathname} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ConciergeButton intent="talk" className="mt-4" />
      <button
        type="button"
        data-sidebar-toggle
        aria-pressed="false"
        className="nav-item mt-4 w-full text-zinc-300"
      >
        <Icon name="collapse" className="h-5 w-5 transition-transform" />
        <span className="when-wide">{t`Minimize menu`}</span>
        <span className="when-narrow sr-only">{t`Expand menu`}</span>
      </button>
    </>
  );
}
