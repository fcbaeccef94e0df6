import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import { Link, NavLink } from "#app/i18n/links.tsx";
import { Icon } from "./icon.tsx";
import { isSubmenuActive, labelKey, labelText, type NavItem, SIDEBAR_ITEMS } from "./navigation.ts";

interface SidebarProps {
  open: boolean;
  minimized: boolean;
  onClose: () => void;
  onToggleMinimized: () => void;
}

const MOBILE_QUERY = "(max-width: 1023px)";

function isMobile(): boolean {
  return typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;
}

function itemClass(active: boolean) {
  return `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold tracking-wide transition-colors hover:bg-white/10 focus-visible:bg-white/10 ${
    active ? "bg-white/15 text-amber-300" : "text-zinc-100"
  }`;
}

function ItemLink({
  item,
  minimized,
  onNavigate,
}: {
  item: NavItem;
  minimized: boolean;
  onNavigate: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = labelText(i18n, item.name);
  const label = <span className={minimized ? "sr-only" : ""}>{name}</span>;
  if (item.external) {
    return (
      <a
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        className={itemClass(false)}
        onClick={onNavigate}
      >
        <Icon name={item.icon} />
        {label}
        {!minimized && <span className="sr-only"> {t`(opens in a new tab)`}</span>}
      </a>
    );
  }
  return (
    <NavLink
      to={item.path}
      end={item.path === "/"}
      className={({ isActive }) => itemClass(isActive)}
      onClick={onNavigate}
      title={minimized ? name : undefined}
    >
      <Icon name={item.icon} />
      {label}
    </NavLink>
  );
}

function SubMenu({
  item,
  minimized,
  onNavigate,
}: {
  item: NavItem;
  minimized: boolean;
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const name = labelText(i18n, item.name);
  const { pathname } = useLocation();
  const active = isSubmenuActive(item, pathname);
  const [open, setOpen] = useState(active);
  const listId = useId();
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`${itemClass(active)} w-full`}
        title={minimized ? name : undefined}
      >
        <Icon name={item.icon} />
        <span className={minimized ? "sr-only" : "flex-1 text-left"}>{name}</span>
        {!minimized && (
          <Icon
            name="chevron"
            className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        )}
      </button>
      <div id={listId} hidden={!open} className="accordion-content">
        <ul className={minimized ? "" : "ml-5 border-l border-white/15 pl-2"}>
          {item.children?.map((child) => (
            <li key={labelKey(child.name)}>
              <ItemLink item={child} minimized={minimized} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function Sidebar({ open, minimized, onClose, onToggleMinimized }: SidebarProps) {
  const { t } = useLingui();
  const closeOnMobile = () => {
    if (isMobile()) onClose();
  };
  return (
    <>
      {open && (
        <button
          type="button"
          aria-label={t`Close menu`}
          className="fixed inset-0 z-30 bg-black/60 lg:hidden"
          onClick={onClose}
        />
      )}
      <aside
        id="sidebar"
        aria-label={t`Main menu`}
        className={`fixed inset-y-0 left-0 z-40 flex flex-col overflow-y-auto border-r border-white/10 bg-zinc-950 p-3 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0 ${
          open ? "translate-x-0" : "-translate-x-full"
        } ${minimized ? "w-20" : "w-72"}`}
        data-minimized={minimized}
      >
        <div className="mb-4 flex items-center justify-between gap-2">
          <Link
            to={PATHS.siteDirectory}
            className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-lg font-black tracking-tight"
            onClick={closeOnMobile}
          >
            <span
              aria-hidden="true"
              className="grid h-9 w-9 place-items-center rounded-full bg-gradient-to-br from-teal-500 to-amber-400 text-zinc-950"
            >
              T
            </span>
            <span className={minimized ? "sr-only" : ""}>{SITE_NAME}</span>
          </Link>
          <button
            type="button"
            aria-label={t`Close menu`}
            className="grid h-11 w-11 place-items-center rounded-lg hover:bg-white/10 lg:hidden"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t`Sections`} className="flex-1">
          <ul className="space-y-1">
            {SIDEBAR_ITEMS.map((item) => (
              <li key={labelKey(item.name)}>
                {item.children ? (
                  <SubMenu item={item} minimized={minimized} onNavigate={closeOnMobile} />
                ) : (
                  <ItemLink item={item} minimized={minimized} onNavigate={closeOnMobile} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          onClick={onToggleMinimized}
          aria-pressed={minimized}
          className="mt-4 hidden min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-zinc-300 hover:bg-white/10 lg:flex"
        >
          <Icon
            name="collapse"
            className={`h-5 w-5 transition-transform ${minimized ? "rotate-180" : ""}`}
          />
          <span className={minimized ? "sr-only" : ""}>
            {minimized ? t`Expand menu` : t`Minimize menu`}
          </span>
        </button>
      </aside>
    </>
  );
}
