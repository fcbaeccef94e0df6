import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { routeMeta } from "#app/components/route-meta.ts";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { getUpcomingPartiesTitled } from "#app/content/types/parties.server.ts";
import { criticalContent, notFound, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { patternPath } from "#app/route-data.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/themed-parties";

interface Theme {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  description: MessageDescriptor;
  empty: MessageDescriptor;
  /** Editors mark these parties by how they title them (in English, whatever the page's language). */
  titlePattern: string;
}

/** Pages that list the upcoming parties of one kind, keyed by their path. */
const THEMES: Record<string, Theme> = {
  [PATHS.brunch]: {
    title: msg`${PRODUCT_NAME} brunch and day parties`,
    intro: msg`Brunches, beach days and sunset sessions: the daytime side of ${PRODUCT_NAME}.`,
    description: msg`Brunches, beach days and sunset sessions in ${PRODUCT_NAME}.`,
    empty: msg`No day parties are announced yet. See the calendar for everything on.`,
    titlePattern: "brunch|beach day|day party|sunset",
  },
  [PATHS.newYearDinners]: {
    title: msg`${PRODUCT_NAME} New Year dinners and shows`,
    intro: msg`Dinner shows, live music and special menus for the end of the year.`,
    description: msg`New Year dinners, dinner shows and live music in ${PRODUCT_NAME}.`,
    empty: msg`No dinners or shows are announced yet. See the calendar for everything on.`,
    titlePattern: "dinner|show",
  },
};

/** Each of this module's routes is a fixed path: its pattern is its path. */
const themeOf = (path: string): Theme | undefined => THEMES[path];

export const headers = pageHeaders;

export async function loader({ pattern, request }: Route.LoaderArgs) {
  const path = patternPath(pattern);
  const theme = themeOf(path);
  if (!theme) notFound();
  const now = new Date();
  const parties = await criticalContent(() => getUpcomingPartiesTitled(theme.titlePattern, now));
  const context = listingContext(request, now);
  const { i18n } = context;
  const meta = pageMeta({
    i18n,
    title: i18n._(theme.title),
    description: i18n._(theme.description),
    path,
  });
  return {
    path,
    parties: parties.map((party) => partyItemOf(party, context)),
    meta,
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function ThemedParties({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const theme = themeOf(loaderData.path);
  if (!theme) return null;
  return (
    <PartyListPage
      title={i18n._(theme.title)}
      intro={i18n._(theme.intro)}
      parties={loaderData.parties}
      heading={i18n._(msg`Parties`)}
      empty={i18n._(theme.empty)}
    />
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
