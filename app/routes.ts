import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { PRODUCT_SLUG as P, PATHS } from "./config/site.ts";
import { EVENT_ICS_ROUTES, EVENT_ROUTES, VENUE_ROUTES } from "./route-data.ts";

/**
 * The route table of docs/product.md#routes, with {product} from the site config. Screens of later issues are
 * added as they are built; until then their paths fall under the unmatched-path rule (302 to /).
 * Redirects are not routes: they are one table (app/domain/redirects.ts) answered by the server.
 */
/** Routes of one module, from their entries in route-data.ts (id = the entry's key). */
function shared(routes: Record<string, { path: string }>, file: string) {
  return Object.entries(routes).map(([id, { path }]) => route(path, file, { id }));
}

const english = [
  index("routes/home.tsx"),

  // Events, in every area (one module; route-data.ts says which CMS type each route reads).
  ...shared(EVENT_ROUTES, "routes/event.tsx"),
  ...shared(EVENT_ICS_ROUTES, "routes/event-ics.ts"),

  route(`${P}-party-mexico-event-calendar`, "routes/calendar.tsx"),
  route(`${P}-events-today`, "routes/events-today.tsx"),
  route(`${P}-dj-schedule`, "routes/dj-schedule.tsx"),
  route("djs", "routes/djs.tsx"),
  route("djs/:slug", "routes/dj.tsx"),
  route("genres/:slug", "routes/genre.tsx"),
  route("brands", "routes/brands.tsx"),
  route("brands/:slug", "routes/brand.tsx"),
  route(`${P}-new-year-festival-2025`, "routes/festival.tsx"),
  route(`${P}-new-year-dinners-shows`, "routes/themed-parties.tsx", { id: "new-year-dinners" }),
  route(`${P}-brunch-day-parties`, "routes/themed-parties.tsx", { id: "brunch" }),
  route("isla-mujeres-party", "routes/isla-party.tsx"),
  route("google-calendar-party", "routes/google-calendar.tsx"),
  route(`zamna-${P}-official-sellers`, "routes/official-sellers.tsx"),

  // Venues, areas, directory and map.
  route(`${P}-clubs`, "routes/venue-list.tsx", { id: "clubs" }),
  route(`${P}-day-beach-clubs`, "routes/venue-list.tsx", { id: "beach-club-list" }),
  route(PATHS.cancunClubs.slice(1), "routes/venue-list.tsx", { id: "cancun-club-list" }),
  route(PATHS.playaClubs.slice(1), "routes/venue-list.tsx", { id: "playa-club-list" }),
  ...shared(VENUE_ROUTES, "routes/venue.tsx"),
  route(`${P}-nightlife`, "routes/nightlife.tsx"),
  route(`${P}-clubs-directory`, "routes/clubs-directory.tsx"),
  route(`${P}-clubs-map`, "routes/clubs-map.tsx"),
  route("directory", "routes/site-directory.tsx"),

  // Editorial, media, search and the remaining pages.
  route("blog", "routes/blog.tsx"),
  route("article/:slug", "routes/article.tsx"),
  route(`${P}-traveler-frequent-questions`, "routes/faq.tsx"),
  route(`${P}-tv`, "routes/tv.tsx"),
  route(`${P}-videos/:klass/:slug`, "routes/video.tsx", { id: "video" }),
  route(`${P}-shorts/:slug`, "routes/video.tsx", { id: "short" }),
  route("photos/:slug", "routes/photos.tsx"),
  route("about", "routes/editorial-page.tsx", { id: "about" }),
  route("community", "routes/editorial-page.tsx", { id: "community" }),
  route("contact", "routes/editorial-page.tsx", { id: "contact" }),
  route(`${P}-concierge-services`, "routes/editorial-page.tsx", { id: "concierge" }),
  route(`${P}-wedding-planners`, "routes/editorial-page.tsx", { id: "wedding-planners" }),
  route("search", "routes/search.tsx"),
  route("my-night", "routes/my-night.tsx"),
  route("plan", "routes/plan.tsx"),
  route("plan.json", "routes/plan-json.ts"),
  route("search.json", "routes/search-json.ts"),
  route("l", "routes/redirector.tsx"),
  route("image_inspector", "routes/image-inspector.tsx"),

  route("manifest.webmanifest", "routes/web-manifest.ts"),
  // What the service worker shows for a page it has no copy of, offline (issue 66).
  route(PATHS.offline.slice(1), "routes/offline-page.ts"),

  // For crawlers.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap.ts"),

  // Link preview images (og:image).
  route("og/default.png", "routes/link-preview.ts", { id: "link-preview-default" }),
  route("og/plan.png", "routes/plan-preview.ts"),
  route("og/:kind/:file", "routes/link-preview.ts", { id: "link-preview" }),

  // Subscribable calendar feeds.
  route("feeds/parties.ics", "routes/feeds/parties-ics.ts"),
  route("feeds/clubs/:club/calendar.ics", "routes/feeds/club-ics.ts"),
  route("feeds/brands/:slug/calendar.ics", "routes/feeds/brand-ics.ts"),
  route("feeds/djs/:slug/calendar.ics", "routes/feeds/artist-ics.ts"),
  route("feeds/genres/:slug/calendar.ics", "routes/feeds/genre-ics.ts"),
  route("feeds/areas/:area/calendar.ics", "routes/feeds/area-ics.ts"),
  route("feeds/plan.ics", "routes/feeds/plan-ics.ts"),
  // The same feeds for feed readers (Atom): the same modules, which read the format from the URL.
  route("feeds/clubs/:club/atom.xml", "routes/feeds/club-ics.ts", { id: "club-atom" }),
  route("feeds/brands/:slug/atom.xml", "routes/feeds/brand-ics.ts", { id: "brand-atom" }),
  route("feeds/djs/:slug/atom.xml", "routes/feeds/artist-ics.ts", { id: "artist-atom" }),
  route("feeds/genres/:slug/atom.xml", "routes/feeds/genre-ics.ts", { id: "genre-atom" }),
  route("feeds/areas/:area/atom.xml", "routes/feeds/area-ics.ts", { id: "area-atom" }),

  route("*", "routes/unmatched.tsx"),
] satisfies RouteConfigEntry[];

/**
 * Every route again under /es/ with the same slugs (docs/decisions/0033): same modules, which
 * read the language from the URL. Ids get an "es/" prefix; the index route becomes "es".
 */
function inSpanish(entry: RouteConfigEntry): RouteConfigEntry {
  const { index: isIndex, ...rest } = entry;
  return {
    ...rest,
    id: `es/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
    path: isIndex ? "es" : `es/${entry.path}`,
  };
}

export default [...english, ...english.map(inSpanish)] satisfies RouteConfig;
