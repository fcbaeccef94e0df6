import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { EmptyState, PageHeader, PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { VenueGrid } from "#app/components/ui/venue-card.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { optionalContent } from "#app/content/queries/optional-content.server.ts";
import { getUpcomingParties } from "#app/content/types/parties.server.ts";
import { getVenues } from "#app/content/types/venues.server.ts";
import { CMS_TYPES } from "#app/domain/cms-types.ts";
import { criticalContent, pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/nightlife";

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const context = listingContext(request, now);
  const upcoming = await criticalContent(() => getUpcomingParties(now, 1));
  const [clubs, beachClubs] = await Promise.all([
    optionalContent(getVenues(CMS_TYPES.venues, 0, 6), { items: [], total: 0 }, "clubs"),
    optionalContent(getVenues(CMS_TYPES.beachClubs, 0, 3), { items: [], total: 0 }, "beach clubs"),
  ]);
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} nightlife guide`,
    description: t(
      i18n,
    )`How nights out work in ${PRODUCT_NAME}: closing hours, where to go, what's on this week and how to book a table.`,
    path: PATHS.nightlife,
  });
  return {
    meta,
    parties: upcoming.items.slice(0, 6).map((party) => partyItemOf(party, context)),
    clubs: clubs.items,
    beachClubs: beachClubs.items,
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Nightlife({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`${PRODUCT_NAME} nightlife guide`}
        intro={t`Beach by day, jungle by night, and the rules that shape both.`}
      />
      <section aria-labelledby="rules" className="card p-5">
        <h2 id="rules" className="text-xl font-black">
          {t`Know before you go`}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-zinc-200">
          <li>
            {t`In the coastal (hotel) zone, music stops at 01:00 and venues empty by 01:30. In town, last call is 02:00.`}
          </li>
          <li>{t`Late extensions have only been allowed on 25 and 31 December.`}</li>
          <li>{t`${PRODUCT_NAME} is on UTC-5 all year; every time on this site is local time.`}</li>
          <li>
            {t`Several beach clubs dropped cover and minimums for beach access in 2025; beds and cabanas still have minimums.`}{" "}
            <Link to={PATHS.faq} className="underline">
              {t`More answers`}
            </Link>
          </li>
        </ul>
      </section>
      <Section
        id="this-week"
        title={t`This week`}
        action={
          <Link to={PATHS.calendar} className="link-accent text-sm">
            {t`Full calendar`}
          </Link>
        }
      >
        {loaderData.parties.length > 0 ? (
          <PartyList parties={loaderData.parties} />
        ) : (
          <EmptyState>{t`Nothing announced yet.`}</EmptyState>
        )}
      </Section>
      <Section
        id="clubs"
        title={t`Clubs`}
        action={
          <Link to={PATHS.clubs} className="link-accent text-sm">
            {t`All clubs`}
          </Link>
        }
      >
        <VenueGrid venues={loaderData.clubs} />
      </Section>
      <Section
        id="beach-clubs"
        title={t`Beach clubs`}
        action={
          <Link to={PATHS.beachClubs} className="link-accent text-sm">
            {t`All beach clubs`}
          </Link>
        }
      >
        <VenueGrid venues={loaderData.beachClubs} />
      </Section>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
