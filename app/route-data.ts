import { type AreaSlug, PRODUCT_SLUG as P, PATHS } from "./config/site.ts";
import { CMS_TYPES, type EventKind } from "./domain/cms-types.ts";
import { pathWithoutLocale } from "./i18n/locales.ts";

/**
 * Routes that share a module, and what each one serves. routes.ts builds these routes from here,
 * and their loaders look themselves up by the `pattern` React Router gives them, so a path is
 * written once and no loader reads the CMS type back out of the URL.
 */
interface RouteEntry {
  /** The path in routes.ts's form (no leading slash). */
  path: string;
}

export interface EventRoute extends RouteEntry {
  kind: EventKind;
}

export interface VenueRoute extends RouteEntry {
  /** The area of a club whose area has a venue type of its own; unset = a destination club. */
  area?: AreaSlug;
}

export const EVENT_ROUTES = {
  event: { path: "event/:slug", kind: CMS_TYPES.parties },
  "club-event": { path: `${P}-clubs/:club/event/:slug`, kind: CMS_TYPES.parties },
  "cabo-event": { path: "san-jose-cabo/event/:slug", kind: CMS_TYPES.caboParties },
  "isla-event": { path: "isla-mujeres/event/:slug", kind: CMS_TYPES.islaParties },
} satisfies Record<string, EventRoute>;

export const EVENT_ICS_ROUTES = {
  "event-ics": { path: "event/:slug/calendar.ics", kind: CMS_TYPES.parties },
  "cabo-event-ics": { path: "san-jose-cabo/event/:slug/calendar.ics", kind: CMS_TYPES.caboParties },
  "isla-event-ics": { path: "isla-mujeres/event/:slug/calendar.ics", kind: CMS_TYPES.islaParties },
} satisfies Record<string, EventRoute>;

export const VENUE_ROUTES = {
  club: { path: `${P}-clubs/:slug` },
  "cancun-club": {
    path: `${PATHS.cancunClubs.slice(1)}/:slug`,
    area: "cancun",
  },
  "playa-club": {
    path: `${PATHS.playaClubs.slice(1)}/:slug`,
    area: "playa-del-carmen",
  },
} satisfies Record<string, VenueRoute>;

export interface EditorialPage {
  /** The CMS page object (type "pages") with the text. */
  slug: string;
  /** Link-in-bio cards by slug prefix. */
  linksPrefix?: string;
  /** AI Q&A by slug prefix. */
  qaPrefix?: string;
  activities?: boolean;
}

/** The CMS-backed editorial pages (routes/editorial-page.tsx), keyed by path. */
export const EDITORIAL_PAGES: Record<string, EditorialPage> = {
  [PATHS.about]: { slug: "about" },
  [PATHS.community]: { slug: "community", linksPrefix: "community-" },
  [PATHS.contact]: { slug: "contact" },
  [PATHS.concierge]: {
    slug: `${P}-concierge-services`,
    qaPrefix: `${P}-`,
    activities: true,
  },
  [PATHS.weddingPlanners]: { slug: `${P}-wedding-planners` },
};

/**
 * A loader's `pattern` as a site path in English: React Router gives it with or without the
 * leading slash, and Spanish routes are the same routes under "es/".
 */
export const patternPath = (pattern: string): string =>
  pathWithoutLocale(`/${pattern.replace(/^\/+/, "")}`);

function byPattern<T extends RouteEntry>(routes: Record<string, T>, pattern: string): T {
  const found = Object.values(routes).find((route) => `/${route.path}` === patternPath(pattern));
  if (!found) throw new Error(`no route data for ${pattern}`);
  return found;
}

export const eventRoute = (pattern: string): EventRoute =>
  byPattern<EventRoute>({ ...EVENT_ROUTES, ...EVENT_ICS_ROUTES }, pattern);

export const venueRoute = (pattern: string): VenueRoute =>
  byPattern<VenueRoute>(VENUE_ROUTES, pattern);
