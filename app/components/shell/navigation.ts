import { CABO_SITE_URL, PATHS } from "#app/config/site.ts";

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
  | "plane";

export interface NavItem {
  name: string;
  path: string;
  icon: IconName;
  children?: readonly NavItem[];
  /** Opens outside the site, in a new tab. */
  external?: boolean;
}

/** Sidebar items of product.md#routes, in order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { name: "Home", path: PATHS.home, icon: "home" },
  { name: "Today", path: PATHS.eventsToday, icon: "today" },
  {
    name: "New Year",
    path: PATHS.festival,
    icon: "sparkles",
    children: [
      { name: "New Year Festival", path: PATHS.festival, icon: "sparkles" },
      { name: "Dinners & Shows", path: PATHS.newYearDinners, icon: "sparkles" },
    ],
  },
  { name: "Beach Clubs", path: PATHS.beachClubs, icon: "sun" },
  { name: "Blog", path: PATHS.blog, icon: "book" },
  {
    name: "Clubs",
    path: PATHS.clubs,
    icon: "music",
    children: [
      { name: "Tulum Clubs", path: PATHS.clubs, icon: "music" },
      { name: "Clubs Directory", path: PATHS.clubsDirectory, icon: "music" },
      { name: "Clubs Map", path: PATHS.clubsMap, icon: "music" },
      { name: "Cancun", path: PATHS.cancunClubs, icon: "music" },
      { name: "Playa del Carmen", path: PATHS.playaClubs, icon: "music" },
      { name: "Los Cabos", path: CABO_SITE_URL, icon: "music", external: true },
    ],
  },
  { name: "Calendar", path: PATHS.calendar, icon: "calendar" },
  { name: "DJ SCHEDULE", path: PATHS.djSchedule, icon: "headphones" },
  { name: "Nightlife", path: PATHS.nightlife, icon: "moon" },
  {
    name: "Travel & Concierge",
    path: PATHS.concierge,
    icon: "plane",
    children: [
      { name: "Concierge", path: PATHS.concierge, icon: "plane" },
      { name: "Wedding Planners", path: PATHS.weddingPlanners, icon: "plane" },
      { name: "FAQ", path: PATHS.faq, icon: "plane" },
      { name: "Contact", path: PATHS.contact, icon: "plane" },
    ],
  },
];

/** Top bar links of product.md#routes. */
export const TOP_BAR_LINKS = [
  { name: "EVENT LINE", path: PATHS.home },
  { name: "CALENDAR", path: PATHS.calendar },
  { name: "CLUBS", path: PATHS.clubs },
  { name: "ZAMNA", path: PATHS.brand("zamna-tulum") },
  { name: "NEW YEAR", path: PATHS.festival },
] as const;

/** A submenu opens by itself when the current route starts with one of its child paths. */
export function isSubmenuActive(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) =>
      !child.external &&
      child.path !== "/" &&
      (pathname === child.path || pathname.startsWith(`${child.path}/`)),
  );
}

export interface FooterColumn {
  title: string;
  links: readonly { name: string; path: string; external?: boolean }[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Tulum",
    links: [
      { name: "Events Today", path: PATHS.eventsToday },
      { name: "Party Calendar", path: PATHS.calendar },
      { name: "DJ Schedule", path: PATHS.djSchedule },
      { name: "Nightlife", path: PATHS.nightlife },
      { name: "Beach Clubs", path: PATHS.beachClubs },
    ],
  },
  {
    title: "Top Clubs",
    links: [
      { name: "Bonbonniere", path: PATHS.club("bonbonniere-tulum") },
      { name: "Papaya Playa Project", path: PATHS.club("papaya-playa-tulum") },
      { name: "Gitano Jungle", path: PATHS.club("gitano-jungle-tulum") },
      { name: "Vagalume", path: PATHS.club("vagalume-tulum") },
    ],
  },
  {
    title: "Production Brands",
    links: [
      { name: "Zamna", path: PATHS.brand("zamna-tulum") },
      { name: "Tehmplo", path: PATHS.brand("tehmplo-tulum") },
      { name: "Day Zero", path: PATHS.brand("day-zero-tulum") },
      { name: "SET Underground", path: PATHS.brand("set-underground-tulum") },
    ],
  },
  {
    title: "Resources",
    links: [
      { name: "Blog", path: PATHS.blog },
      { name: "FAQ", path: PATHS.faq },
      { name: "DJs", path: PATHS.djs },
      { name: "Tulum TV", path: PATHS.tv },
      { name: "About", path: PATHS.about },
    ],
  },
  {
    title: "Cancun",
    links: [{ name: "Cancun Clubs", path: PATHS.cancunClubs }],
  },
  {
    title: "Playa del Carmen",
    links: [{ name: "Playa del Carmen Clubs", path: PATHS.playaClubs }],
  },
  {
    title: "Other Locations",
    links: [
      { name: "Isla Mujeres Party", path: PATHS.islaParty },
      { name: "Los Cabos", path: CABO_SITE_URL, external: true },
    ],
  },
  {
    title: "Other Services",
    links: [
      { name: "Concierge", path: PATHS.concierge },
      { name: "Wedding Planners", path: PATHS.weddingPlanners },
      { name: "Contact", path: PATHS.contact },
    ],
  },
];
