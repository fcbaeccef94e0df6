import { ErrorPage } from "#app/components/error-page.tsx";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { notFound, withContent } from "#app/content/errors.server.ts";
import { getUpcomingPartiesTitled } from "#app/content/parties.server.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { patternPath } from "#app/route-data.ts";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/themed-parties";

interface Theme {
  title: string;
  intro: string;
  description: string;
  empty: string;
  /** Editors mark these parties by how they title them. */
  titlePattern: string;
}

/** Pages that list the upcoming parties of one kind, keyed by their path. */
const THEMES: Record<string, Theme> = {
  [PATHS.brunch]: {
    title: `${PRODUCT_NAME} brunch and day parties`,
    intro: `Brunches, beach days and sunset sessions: the daytime side of ${PRODUCT_NAME}.`,
    description: `Brunches, beach days and sunset sessions in ${PRODUCT_NAME}.`,
    empty: "No day parties are announced yet. See the calendar for everything on.",
    titlePattern: "brunch|beach day|day party|sunset",
  },
  [PATHS.newYearDinners]: {
    title: `${PRODUCT_NAME} New Year dinners and shows`,
    intro: "Dinner shows, live music and special menus for the end of the year.",
    description: `New Year dinners, dinner shows and live music in ${PRODUCT_NAME}.`,
    empty: "No dinners or shows are announced yet. See the calendar for everything on.",
    titlePattern: "dinner|show",
  },
};

export const headers = pageHeaders;

export async function loader({ pattern }: Route.LoaderArgs) {
  // Each of this module's routes is a fixed path: its pattern is its path.
  const path = patternPath(pattern);
  const theme = THEMES[path];
  if (!theme) notFound();
  const now = new Date();
  const parties = await withContent(() => getUpcomingPartiesTitled(theme.titlePattern, now));
  return { now: now.toISOString(), path, theme, parties };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Not found" }];
  return pageMeta({
    title: loaderData.theme.title,
    description: loaderData.theme.description,
    path: loaderData.path,
    siteUrl: siteUrlFrom(matches),
  });
}

export default function ThemedParties({ loaderData }: Route.ComponentProps) {
  const { theme } = loaderData;
  return (
    <PartyListPage
      title={theme.title}
      intro={theme.intro}
      parties={loaderData.parties}
      now={loaderData.now}
      empty={theme.empty}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
