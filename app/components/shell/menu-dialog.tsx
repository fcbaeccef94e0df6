import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import { NavLink } from "#app/i18n/links.tsx";
import { ConciergeButton } from "./concierge-button.tsx";
import { Icon } from "./icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { labelKey, labelText } from "./nav-labels.ts";
import { type NavItem, SIDEBAR_ITEMS } from "./navigation.ts";
import { TOP_BAR_LINKS } from "./top-bar-links.ts";

const sectionPaths = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.path, ...sectionPaths(item.children ?? [])]);

/** The top bar's links that are not a section of the menu already (ZAMNA). */
const QUICK_LINKS = TOP_BAR_LINKS.filter(
  (link) => !sectionPaths(SIDEBAR_ITEMS).includes(link.path),
);

function MenuLink({ item }: { item: NavItem }) {
  const { t, i18n } = useLingui();
  const name = labelText(i18n, item.name);
  if (item.external) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" className="nav-item">
        <Icon name={item.icon} />
        {name}
        <span className="sr-only"> {t`(opens in a new tab)`}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.path} end={item.path === PATHS.home} className="nav-item">
      <Icon name={item.icon} />
      {name}
    </NavLink>
  );
}

/**
 * The menu on phones and tablets: every section of the guide, the quick links, the concierge and
 * the language, in a dialog (focus moves in and stays there until it closes, Escape or a tap
 * outside closes it, focus goes back to the menu button). Its own module: it loads with the
 * first tap on the menu button (or as the finger or focus reaches it), not with the page.
 */
export default function MenuDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the menu closes. */
  opener: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  // A link followed inside the menu navigates in place: the menu closes with the new page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownPath.current) {
      shownPath.current = pathname;
      onOpenChange(false);
    }
  }, [pathname, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          id="site-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[88vw] flex-col overflow-y-auto border-r border-white/10 bg-zinc-950 p-3 shadow-2xl"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="px-2 text-lg font-black">{SITE_NAME}</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={t`Close menu`}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t`Sections`}>
            <ul className="space-y-1">
              {SIDEBAR_ITEMS.map((item) =>
                item.children ? (
                  <li key={labelKey(item.name)}>
                    <p className="mt-3 px-3 text-xs font-black tracking-widest text-zinc-400 uppercase">
                      {labelText(i18n, item.name)}
                    </p>
                    <ul className="nav-children">
                      {item.children.map((child) => (
                        <li key={labelKey(child.name)}>
                          <MenuLink item={child} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={labelKey(item.name)}>
                    <MenuLink item={item} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <nav aria-label={t`Quick links`} className="mt-4 border-t border-white/10 pt-4">
            <ul className="flex flex-wrap gap-2">
              {QUICK_LINKS.map((link) => (
                <li key={labelKey(link.name)}>
                  <NavLink to={link.path} end className="quick-link">
                    {labelText(i18n, link.name)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 flex flex-col gap-2 border-t border-white/10 pt-4">
            <ConciergeButton intent="talk" />
            <ConciergeButton intent="book" />
            <LanguageSwitch className="self-start" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
