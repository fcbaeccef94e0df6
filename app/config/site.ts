/**
 * The destination lives here and only here: every path, name and zone that mentions
 * "{product}" in docs/product.md is this module's PRODUCT_SLUG.
 */
export const PRODUCT_SLUG = "tulum";
export const PRODUCT_NAME = "Tulum";
export const SITE_NAME = `${PRODUCT_NAME} Party`;

export const AREA_SLUGS = [
  "tulum",
  "cancun",
  "playa-del-carmen",
  "isla-mujeres",
  "san-jose-cabo",
] as const;
export type AreaSlug = (typeof AREA_SLUGS)[number];

/** The area a value names (a query parameter, stored data), if it names one. */
export const areaSlugOf = (value: unknown): AreaSlug | undefined =>
  AREA_SLUGS.find((slug) => slug === value);

export interface Area {
  slug: AreaSlug;
  name: string;
  /** IANA zone; Quintana Roo has been UTC-5 with no DST since 2015, Baja California Sur UTC-7. */
  timeZone: string;
}

export const AREAS: Record<AreaSlug, Area> = {
  tulum: { slug: "tulum", name: PRODUCT_NAME, timeZone: "America/Cancun" },
  cancun: { slug: "cancun", name: "Cancun", timeZone: "America/Cancun" },
  "playa-del-carmen": {
    slug: "playa-del-carmen",
    name: "Playa del Carmen",
    timeZone: "America/Cancun",
  },
  "isla-mujeres": { slug: "isla-mujeres", name: "Isla Mujeres", timeZone: "America/Cancun" },
  "san-jose-cabo": {
    slug: "san-jose-cabo",
    name: "San Jose del Cabo",
    timeZone: "America/Mazatlan",
  },
};

export const DEFAULT_TIME_ZONE = AREAS.tulum.timeZone;

/** Area names as Mexican Spanish writes them; English uses AREAS' names. */
const SPANISH_AREA_NAMES: Partial<Record<AreaSlug, string>> = {
  cancun: "Cancún",
  "san-jose-cabo": "San José del Cabo",
};

/** An area's name in a language ("Cancun" / "Cancún"). */
export const areaName = (area: AreaSlug, locale: "en" | "es"): string =>
  (locale === "es" ? SPANISH_AREA_NAMES[area] : undefined) ?? AREAS[area].name;

/** The name of the area a value names (a list's area filter), or null for none or an unknown one. */
export const areaTitle = (value: string | undefined, locale: "en" | "es"): string | null => {
  const area = areaSlugOf(value);
  return area ? areaName(area, locale) : null;
};

/** Route paths of product.md#routes, with {product} filled in. */
export const PATHS = {
  home: "/",
  event: (slug: string) => `/event/${slug}`,
  clubEvent: (club: string, slug: string) => `/${PRODUCT_SLUG}-clubs/${club}/event/${slug}`,
  caboEvent: (slug: string) => `/san-jose-cabo/event/${slug}`,
  islaEvent: (slug: string) => `/isla-mujeres/event/${slug}`,
  djs: "/djs",
  dj: (slug: string) => `/djs/${slug}`,
  djSchedule: `/${PRODUCT_SLUG}-dj-schedule`,
  genre: (slug: string) => `/genres/${slug}`,
  about: "/about",
  brands: "/brands",
  brand: (slug: string) => `/brands/${slug}`,
  calendar: `/${PRODUCT_SLUG}-party-mexico-event-calendar`,
  clubs: `/${PRODUCT_SLUG}-clubs`,
  club: (slug: string) => `/${PRODUCT_SLUG}-clubs/${slug}`,
  clubsDirectory: `/${PRODUCT_SLUG}-clubs-directory`,
  clubsMap: `/${PRODUCT_SLUG}-clubs-map`,
  beachClubs: `/${PRODUCT_SLUG}-day-beach-clubs`,
  cancunClubs: "/cancun-clubs",
  cancunClub: (slug: string) => `/cancun-clubs/${slug}`,
  playaClubs: "/playa-del-carmen-clubs",
  playaClub: (slug: string) => `/playa-del-carmen-clubs/${slug}`,
  concierge: `/${PRODUCT_SLUG}-concierge-services`,
  search: "/search",
  myNight: "/my-night",
  /** The service worker's stand-in for a page it has no copy of (app/routes/offline-page.ts). */
  offline: "/offline",
  plan: "/plan",
  /** The interstitial before a link that leaves the guide (app/routes/redirector.tsx). */
  redirector: "/l",
  imageInspector: "/image_inspector",
  /** Link preview images (og:image): the default card, and each shared page's own. */
  defaultLinkPreview: "/og/default.png",
  linkPreview: (kind: string, slug: string) => `/og/${kind}/${encodeURIComponent(slug)}.png`,
  eventsToday: `/${PRODUCT_SLUG}-events-today`,
  weddingPlanners: `/${PRODUCT_SLUG}-wedding-planners`,
  contact: "/contact",
  blog: "/blog",
  article: (slug: string) => `/article/${slug}`,
  faq: `/${PRODUCT_SLUG}-traveler-frequent-questions`,
  community: "/community",
  festival: `/${PRODUCT_SLUG}-new-year-festival-2025`,
  newYearDinners: `/${PRODUCT_SLUG}-new-year-dinners-shows`,
  islaParty: "/isla-mujeres-party",
  nightlife: `/${PRODUCT_SLUG}-nightlife`,
  tv: `/${PRODUCT_SLUG}-tv`,
  video: (klass: string, slug: string) => `/${PRODUCT_SLUG}-videos/${klass}/${slug}`,
  brunch: `/${PRODUCT_SLUG}-brunch-day-parties`,
  short: (slug: string) => `/${PRODUCT_SLUG}-shorts/${slug}`,
  photos: (slug: string) => `/photos/${slug}`,
  officialSellers: `/zamna-${PRODUCT_SLUG}-official-sellers`,
  siteDirectory: "/directory",
  googleCalendar: "/google-calendar-party",
  /** Editors' draft previews (server/preview.ts); not pages of the guide. */
  preview: "/preview",
  previewExit: "/preview/exit",
} as const;

/** Festival event slugs hard-coded for the "trending" strip on the home page. */
export const TRENDING_FESTIVAL_EVENT_SLUGS = [
  `zamna-${PRODUCT_SLUG}-festival-opening`,
  `day-zero-${PRODUCT_SLUG}-jungle`,
  `tehmplo-${PRODUCT_SLUG}-new-year`,
] as const;

export const INSTAGRAM_URL = `https://www.instagram.com/${PRODUCT_SLUG}.party/`;
export const PRIVACY_NOTICE_PDF = "/privacy-notice.pdf";
export const CABO_SITE_URL = "https://cabo.party";

/** The public Google Calendar the /google-calendar-party page embeds (operator's to replace). */
export const GOOGLE_CALENDAR_ID = "tulum.party.calendar@gmail.com";
