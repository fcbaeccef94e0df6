/**
 * The site's sections, for the desktop sidebar and the footer (both sent as HTML only) and the
 * menu dialog (loaded when opened): none of it is part of the first script a page loads.
 */
import { msg } from "@lingui/core/macro";
import { CABO_SITE_URL, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";
import type { Label } from "./nav-labels.ts";

export type { Label };

export type IconName =
  | "home"
  | "today"
  | "sparkles"
  | "sun"
  | "book"
  | "music"
  | "calendar"
  | "headphones"
  | "moon"
  | "plane"
  | "mic"
  | "star"
  | "help"
  | "search"
  | "heart";

export interface NavItem {
  name: Label;
  path: string;
  icon: IconName;
  children?: readonly NavItem[];
  /** Opens outside the site, in a new tab. */
  external?: boolean;
}

/**
 * Sidebar items of product.md#routes, in order, then the sections a visitor also looks for
 * (DJs, brands, FAQ, search, My night), so the menu reaches every main section.
 */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { name: msg`Home`, path: PATHS.home, icon: "home" },
  { name: msg`Today`, path: PATHS.eventsToday, icon: "today" },
  {
    name: msg`New Year`,
    path: PATHS.festival,
    icon: "sparkles",
    children: [
      { name: msg`New Year Festival`, path: PATHS.festival, icon: "sparkles" },
      { name: msg`Dinners & Shows`, path: PATHS.newYearDinners, icon: "sparkles" },
    ],
  },
  { name: msg`Beach Clubs`, path: PATHS.beachClubs, icon: "sun" },
  { name: "Blog", path: PATHS.blog, icon: "book" },
  {
    name: msg`Clubs`,
    path: PATHS.clubs,
    icon: "music",
    children: [
      { name: msg`${PRODUCT_NAME} Clubs`, path: PATHS.clubs, icon: "music" },
      { name: msg`Clubs Directory`, path: PATHS.clubsDirectory, icon: "music" },
      { name: msg`Clubs Map`, path: PATHS.clubsMap, icon: "music" },
      { name: msg`Cancun`, path: PATHS.cancunClubs, icon: "music" },
      { name: "Playa del Carmen", path: PATHS.playaClubs, icon: "music" },
      { name: "Los Cabos", path: CABO_SITE_URL, icon: "music", external: true },
    ],
  },
  { name: msg`Calendar`, path: PATHS.calendar, icon: "calendar" },
  // SPEC writes "DJ SCHEDULE"; the menu writes it as every other item is (issue 66).
  { name: msg`DJ Schedule`, path: PATHS.djSchedule, icon: "headphones" },
  { name: msg`Nightlife`, path: PATHS.nightlife, icon: "moon" },
  {
    name: msg`Travel & Concierge`,
    path: PATHS.concierge,
    icon: "plane",
    children: [
      { name: msg`Concierge`, path: PATHS.concierge, icon: "plane" },
      { name: msg`Wedding Planners`, path: PATHS.weddingPlanners, icon: "plane" },
      { name: msg`Contact`, path: PATHS.contact, icon: "plane" },
    ],
  },
  { name: "DJs", path: PATHS.djs, icon: "mic" },
  { name: msg`Brands`, path: PATHS.brands, icon: "star" },
  { name: "FAQ", path: PATHS.faq, icon: "help" },
  { name: msg`Search`, path: PATHS.search, icon: "search" },
  { name: msg`My night`, path: PATHS.myNight, icon: "heart" },
];

/** A submenu opens by itself when the current route starts with one of its child paths. */
export function isSubmenuActive(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) =>
      !child.external &&
      child.path !== "/" &&
      (pathWithoutLocale(pathname) === child.path ||
        pathWithoutLocale(pathname).startsWith(`${child.path}/`)),
  );
}

export interface FooterColumn {
  title: Label;
  links: readonly { name: Label; path: string; external?: boolean }[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: PRODUCT_NAME,
    links: [
      { name: msg`Events Today`, path: PATHS.eventsToday },
      { name: msg`Party Calendar`, path: PATHS.calendar },
      { name: msg`DJ Schedule`, path: PATHS.djSchedule },
      { name: msg`Nightlife`, path: PATHS.nightlife },
      { name: msg`Beach Clubs`, path: PATHS.beachClubs },
    ],
  },
  {
    title: msg`Top Clubs`,
    links: [
      { name: "Bonbonniere", path: PATHS.club("bonbonniere-tulum") },
      { name: "Papaya Playa Project", path: PATHS.club("papaya-playa-tulum") },
      { name: "Gitano Jungle", path: PATHS.club("gitano-jungle-tulum") },
      { name: "Vagalume", path: PATHS.club("vagalume-tulum") },
    ],
  },
  {
    title: msg`Production Brands`,
    links: [
      { name: "Zamna", path: PATHS.brand("zamna-tulum") },
      { name: "Tehmplo", path: PATHS.brand("tehmplo-tulum") },
      { name: "Day Zero", path: PATHS.brand("day-zero-tulum") },
      { name: "SET Underground", path: PATHS.brand("set-underground-tulum") },
    ],
  },
  {
    title: msg`Resources`,
    links: [
      { name: "Blog", path: PATHS.blog },
      { name: "FAQ", path: PATHS.faq },
      { name: "DJs", path: PATHS.djs },
      { name: msg`${PRODUCT_NAME} TV`, path: PATHS.tv },
      { name: msg`About`, path: PATHS.about },
    ],
  },
  {
    title: msg`Cancun`,
    links: [{ name: msg`Cancun Clubs`, path: PATHS.cancunClubs }],
  },
  {
    title: "Playa del Carmen",
    links: [{ name: msg`Playa del Carmen Clubs`, path: PATHS.playaClubs }],
  },
  {
    title: msg`Other Locations`,
    links: [
      { name: msg`Isla Mujeres Party`, path: PATHS.islaParty },
      { name: "Los Cabos", path: CABO_SITE_URL, external: true },
    ],
  },
  {
    title: msg`Other Services`,
    links: [
      { name: msg`Concierge`, path: PATHS.concierge },
      { name: msg`Wedding Planners`, path: PATHS.weddingPlanners },
      { name: msg`Contact`, path: PATHS.contact },
    ],
  },
];
