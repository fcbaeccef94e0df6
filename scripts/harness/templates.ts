import { localizedPath } from "#app/i18n/locales.ts";

/** Pages that exist only as answers: gone (410), the redirector's interstitial, not found (404). */
export const ANSWER_PATHS = [
  "/brands/kiri",
  "/l?u=https%3A%2F%2Fevil.example%2F",
  "/event/missing-party",
];

/** One URL per page template (entity pages with demo content that is always there). */
export const TEMPLATE_PATHS = [
  "/",
  "/event/zamna-tulum-festival-opening",
  "/san-jose-cabo/event/san-jose-cabo-art-walk-1",
  "/tulum-party-mexico-event-calendar",
  "/tulum-party-mexico-event-calendar?when=week&genre=techno",
  "/tulum-events-today",
  "/tulum-dj-schedule",
  "/djs",
  "/djs/nox-verde",
  "/genres/techno",
  "/brands",
  "/brands/zamna-tulum",
  "/tulum-new-year-festival-2025",
  "/tulum-new-year-dinners-shows",
  "/tulum-brunch-day-parties",
  "/isla-mujeres-party",
  "/google-calendar-party",
  "/zamna-tulum-official-sellers",
  "/tulum-clubs",
  "/tulum-clubs/papaya-playa-tulum",
  "/tulum-day-beach-clubs",
  "/cancun-clubs",
  "/cancun-clubs/laguna-terrace-cancun",
  "/playa-del-carmen-clubs",
  "/tulum-nightlife",
  "/tulum-clubs-directory",
  "/tulum-clubs-map",
  "/directory",
  "/blog",
  "/article/how-closing-hours-work-in-tulum",
  "/tulum-traveler-frequent-questions",
  "/tulum-tv",
  "/tulum-videos/sets/demo-video-1",
  "/photos/full-moon-night",
  "/about",
  "/community",
  "/contact",
  "/tulum-concierge-services",
  "/tulum-wedding-planners",
  "/search",
  "/plan?e=zamna-tulum-festival-opening",
];

/** Every template, plus the pages that only exist as answers. */
export const TEMPLATE_AND_ANSWER_PATHS = [...TEMPLATE_PATHS, ...ANSWER_PATHS];

/** The same pages in Spanish: every route exists again under /es/ with the same slugs. */
export const SPANISH_TEMPLATE_PATHS = TEMPLATE_PATHS.map((path) => localizedPath("es", path));
export const SPANISH_ANSWER_PATHS = ANSWER_PATHS.map((path) => localizedPath("es", path));

/** Every template and answer page in both languages. */
export const ALL_LANGUAGES_PATHS = [
  ...TEMPLATE_AND_ANSWER_PATHS,
  ...SPANISH_TEMPLATE_PATHS,
  ...SPANISH_ANSWER_PATHS,
];
