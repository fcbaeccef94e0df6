import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { DjSetCard } from "#app/components/ui/dj-set-card.tsx";
import { EnglishOnlyNote } from "#app/components/ui/english-only-note.tsx";
import {
  EmptyState,
  PageHeader,
  PartyGrid,
  PartyList,
  Section,
} from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getNyeDjSchedule } from "#app/content/types/dj-schedule.server.ts";
import {
  FESTIVAL_SLUG,
  getFestival,
  getFestival2024,
} from "#app/content/types/festivals.server.ts";
import { getPartiesByIds } from "#app/content/types/parties.server.ts";
import type { Party } from "#app/domain/content-types.ts";
import { isUpcoming } from "#app/domain/party-listing.ts";
import { criticalContent, notFound, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/festival";

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const context = listingContext(request, now);
  const item = (party: Party) => partyItemOf(party, context, { card: true });
  const festival = await criticalContent(() => getFestival(FESTIVAL_SLUG));
  if (!festival) notFound();
  const [parties, nyeSchedule, lastSeason] = await Promise.all([
    criticalContent(() => getPartiesByIds(festival.partyIds)),
    optionalContent(getNyeDjSchedule(), [], "NYE DJ schedule"),
    optionalContent(
      getFestival2024().then((previous) => (previous ? getPartiesByIds(previous.partyIds) : [])),
      [],
      "festival 2024",
    ),
  ]);
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: festival.title || t(i18n)`${PRODUCT_NAME} New Year festival`,
    description:
      festival.caption || t(i18n)`New Year's jungle and beach nights in ${PRODUCT_NAME}.`,
    path: PATHS.festival,
    image: festival.image?.url,
  });
  return {
    meta,
    festival,
    // The festival's nights while they are ahead; past seasons are kept for the record.
    parties: parties.filter((party) => isUpcoming(party, now)).map(item),
    nyeSchedule,
    lastSeason: lastSeason.map((party) => partyItemOf(party, context)),
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function FestivalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <EnglishOnlyNote item={loaderData.festival} />
      <PageHeader
        title={loaderData.festival.title}
        intro={loaderData.festival.caption}
        lang={contentLangAttribute(loaderData.festival)}
      />
      <Section id="nights" title={t`The nights`}>
        {loaderData.parties.length > 0 ? (
          <PartyGrid parties={loaderData.parties} priorityFirst />
        ) : (
          <EmptyState>{t`The line-up is coming soon.`}</EmptyState>
        )}
      </Section>
      {loaderData.nyeSchedule.length > 0 && (
        <Section id="nye-schedule" title={t`New Year's Eve set times`}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {loaderData.nyeSchedule.map((set) => (
              <li key={set.slug}>
                <DjSetCard set={set} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {loaderData.lastSeason.length > 0 && (
        <Section id="last-season" title={t`Last season`}>
          <PartyList parties={loaderData.lastSeason} />
        </Section>
      )}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
