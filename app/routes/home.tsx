import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "#app/components/error-page.tsx";
import { CmsHtml } from "#app/components/ui/cms-html.tsx";
import { OnNow } from "#app/components/ui/on-now.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PartyGrid, Section } from "#app/components/ui/party-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import { getTonight } from "#app/content/discovery.server.ts";
import { orEmpty, withContent } from "#app/content/errors.server.ts";
import { getHomeContent } from "#app/content/home-content.server.ts";
import { LIMITS } from "#app/content/limits.ts";
import {
  getIslaMainPageParties,
  getMainPageParties,
  getPartiesAroundTonight,
  getTrendingFestivalParties,
  getUpcomingParties,
} from "#app/content/parties.server.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import { pageFromSearch } from "#app/domain/pagination.ts";
import { cardOf, groupByClub } from "#app/domain/parties.ts";
import { anchorIds, firstSlugSegment } from "#app/domain/slug.ts";
import { clubKeyForTitle } from "#app/domain/venue-matching.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { Link } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/home";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const page = pageFromSearch(query.read(request).page);
  const [mainPage, upcoming] = await withContent(() =>
    Promise.all([getMainPageParties(now), getUpcomingParties(now, page)]),
  );
  const [isla, trending, hero, tonight] = await Promise.all([
    orEmpty(getIslaMainPageParties(now), [], "isla parties"),
    orEmpty(getTrendingFestivalParties(), [], "trending festival parties"),
    orEmpty(getHomeContent(), null, "home content"),
    orEmpty(
      getPartiesAroundTonight(now).then((around) => getTonight(around, now)),
      { onNow: [], next: [] },
      "tonight",
    ),
  ]);
  const groups = groupByClub(upcoming.items, (party) =>
    // The directory is the destination's: parties in other cities have no club there.
    party.area === "tulum" ? clubKeyForTitle(party.title, DIRECTORY) : undefined,
  ).map((group) => {
    const record = DIRECTORY.find((entry) => firstSlugSegment(entry.slug) === group.club);
    return { ...group, name: record?.name ?? group.club, route: record?.route ?? null };
  });
  return {
    now: now.toISOString(),
    page,
    total: upcoming.total,
    mainPage: mainPage.map(cardOf),
    groups: groups.map((group) => ({ ...group, parties: group.parties.map(cardOf) })),
    isla: isla.map(cardOf),
    trending: trending.map(cardOf),
    hero,
    tonight,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nForPath(location.pathname);
  return pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} parties, clubs and DJs tonight | ${SITE_NAME}`,
    description: t(
      i18n,
    )`What's on in ${PRODUCT_NAME} tonight and this week: parties, beach clubs, festivals and DJ sets, with a human concierge to book your table.`,
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { mainPage, groups, isla, trending, hero, page, total } = loaderData;
  const heroLang = hero ? contentLangAttribute(hero) : undefined;
  const now = new Date(loaderData.now);
  const groupIds = anchorIds(
    "club",
    groups.map((group) => group.club),
  );
  return (
    <div className="mx-auto max-w-7xl">
      <header className="mb-10 grid items-center gap-6 overflow-hidden rounded-3xl bg-gradient-to-br from-teal-900 via-zinc-900 to-zinc-950 p-6 sm:p-10 lg:grid-cols-2">
        <div>
          <h1 lang={heroLang} className="text-4xl font-black tracking-tight sm:text-5xl">
            {hero?.title ?? t`${PRODUCT_NAME} nightlife`}
          </h1>
          {hero?.content ? (
            <CmsHtml html={hero.content} lang={heroLang} className="mt-4 text-lg text-zinc-200" />
          ) : (
            <p className="mt-4 text-lg text-zinc-200">
              {t`Parties, clubs and DJs, with a human concierge a tap away.`}
            </p>
          )}
          <Link to={hero?.link || PATHS.calendar} className="btn btn-primary mt-6">
            {t`See the party calendar`}
          </Link>
        </div>
        {hero?.image && (
          <ResponsiveImage
            image={hero.image}
            alt=""
            width={1200}
            height={800}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[3/2] w-full rounded-2xl object-cover"
          />
        )}
      </header>

      <OnNow {...loaderData.tonight} />

      {trending.length > 0 && (
        <Section id="trending" title={t`Trending festival nights`}>
          <PartyGrid parties={trending} now={now} />
        </Section>
      )}

      <Section id="featured" title={t`Featured this week`}>
        {mainPage.length > 0 ? (
          <PartyGrid parties={mainPage} now={now} priorityFirst={!hero?.image} />
        ) : (
          <p className="text-zinc-300">
            {t`No featured parties right now. Check the calendar for everything on.`}
          </p>
        )}
      </Section>

      <Section id="by-club" title={t`Upcoming parties by club`}>
        {groups.length > 0 ? (
          <div className="space-y-10">
            {groups.map((group, index) => (
              <section key={group.club} aria-labelledby={groupIds[index]}>
                <h3 id={groupIds[index]} className="mb-3 text-xl font-extrabold text-amber-300">
                  {group.route ? (
                    <Link to={group.route} className="hover:underline">
                      {group.name}
                    </Link>
                  ) : (
                    group.name
                  )}
                </h3>
                <PartyGrid parties={group.parties} now={now} />
              </section>
            ))}
          </div>
        ) : (
          <p className="text-zinc-300">{t`No upcoming parties on this page.`}</p>
        )}
        <Pagination page={page} total={total} limit={LIMITS.partyList} type="warning" />
      </Section>

      {isla.length > 0 && (
        <Section
          id="isla"
          title={t`Isla Mujeres parties`}
          action={
            <Link to={PATHS.islaParty} className="text-sm font-bold text-amber-300 hover:underline">
              {t`All Isla parties`}
            </Link>
          }
        >
          <PartyGrid parties={isla} now={now} />
        </Section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
