import { PATHS } from "#app/config/site.ts";
import { editDistance } from "./near-slugs.ts";
import { isPlausibleSlug } from "./slug.ts";

/**
 * Where a path one typo from a route leads (issue 54, overriding SPEC's "any unknown path goes
 * home" for these): a mistyped or guessed section word keeps the rest of the path
 * ("/evnt/x" -> "/event/x", "/club/taboo-tulum" -> the club's page), and the page there answers
 * (a 404 with suggestions when the slug is wrong too). A path like nothing still goes home.
 */
const SECTIONS: Readonly<Record<string, (slug: string) => string>> = {
  event: PATHS.event,
  djs: PATHS.dj,
  brands: PATHS.brand,
  genres: PATHS.genre,
  article: PATHS.article,
  photos: PATHS.photos,
  [PATHS.clubs.slice(1)]: PATHS.club,
  [PATHS.cancunClubs.slice(1)]: PATHS.cancunClub,
  [PATHS.playaClubs.slice(1)]: PATHS.playaClub,
};

/** Section words a visitor guesses that are more than a typo away from the route's own. */
const GUESSED_SECTIONS: Readonly<Record<string, string>> = {
  events: "event",
  party: "event",
  parties: "event",
  fiesta: "event",
  club: PATHS.clubs.slice(1),
  clubs: PATHS.clubs.slice(1),
  brand: PATHS.brands.slice(1),
  genre: "genres",
  articles: "article",
  blog: "article",
};

/** One-word pages, and words visitors guess for them. */
const PAGES: readonly string[] = Object.values(PATHS).flatMap((path) =>
  typeof path === "string" && /^\/[\w-]+$/.test(path) && !path.startsWith("/preview") ? [path] : [],
);
const GUESSED_PAGES: Readonly<Record<string, string>> = {
  events: PATHS.calendar,
  event: PATHS.calendar,
  parties: PATHS.calendar,
  party: PATHS.calendar,
  fiestas: PATHS.calendar,
  calendar: PATHS.calendar,
  brand: PATHS.brands,
  genres: PATHS.djs,
  faqs: PATHS.faq,
  questions: PATHS.faq,
  map: PATHS.clubsMap,
};

/** A typo is one edit in a short word, two from eight letters. */
const typosIn = (word: string) => (word.length >= 8 ? 2 : 1);

/** The candidate closest to `word` within its typos, when exactly one is. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  const most = typosIn(word);
  let best: string | undefined;
  let bestDistance = most + 1;
  let tied = false;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, most);
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    else if (distance === bestDistance && distance <= most) tied = true;
  }
  return tied ? undefined : best;
}

/** The route a path without its language prefix was one typo or one guess from, or null. */
export function nearestRoute(path: string): string | null {
  const segments = path.toLowerCase().split("/").filter(Boolean);
  const [first = "", slug] = segments;
  if (segments.length === 1) {
    const page = GUESSED_PAGES[first] ?? closest(`/${first}`, PAGES);
    return page ?? null;
  }
  if (segments.length !== 2 || !slug || !isPlausibleSlug(slug)) return null;
  const section = GUESSED_SECTIONS[first] ?? closest(first, Object.keys(SECTIONS));
  const toPage = section ? SECTIONS[section] : undefined;
  return toPage ? toPage(slug) : null;
}
