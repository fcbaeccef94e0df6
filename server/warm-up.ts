import { PATHS } from "#app/config/site.ts";
import type { Logger } from "./logging.ts";

/** Where most visits start, in both languages: a new process reads their content before it is ready. */
export const WARM_PATHS = [
  "/",
  "/es/",
  PATHS.calendar,
  `/es${PATHS.calendar}`,
  PATHS.eventsToday,
  PATHS.djs,
  PATHS.clubs,
  // Builds the search index in each language, so "did you mean" on a new process's first 404s
  // reads no content (issue 64).
  `${PATHS.search}?q=tulum`,
  `/es${PATHS.search}?q=tulum`,
];

/** The longest readiness waits for the warm-up: past it, the process serves cold. */
export const WARM_UP_LIMIT_MS = 20_000;

/**
 * A new process's warm-up (issue 40): every detail type's slug list (so the made-up-slug guard
 * and the pages that ask for an object's relations alongside it know each slug) and the content
 * of the pages most visits start at, read before /readyz answers 200. The pages themselves are
 * rendered and dropped: the page cache fills from visitors (its first answer of a page is
 * still a miss), while the CMS calls behind them are already answered. Never rejects.
 */
export async function warmUp(
  loadSlugLists: () => Promise<number>,
  renderContent: (url: URL) => Promise<{ status: number }>,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  const slugLists = await loadSlugLists().catch(() => 0);
  const pages = await Promise.all(
    WARM_PATHS.map((path) =>
      renderContent(new URL(path, "http://site.local")).then(
        (page) => (page.status === 200 ? 1 : 0),
        () => 0,
      ),
    ),
  );
  logger.info(
    {
      slugLists,
      pages: pages.reduce<number>((sum, one) => sum + one, 0),
      ms: Math.round(performance.now() - started),
    },
    "warmed up",
  );
}

/** Waits for the warm-up, at most WARM_UP_LIMIT_MS. */
export function warmUpDone(warming: Promise<void>, limitMs = WARM_UP_LIMIT_MS): Promise<void> {
  return new Promise((resolveDone) => {
    const timer = setTimeout(resolveDone, limitMs);
    timer.unref();
    warming.finally(() => {
      clearTimeout(timer);
      resolveDone();
    });
  });
}
