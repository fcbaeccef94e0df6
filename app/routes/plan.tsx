import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { routeMeta } from "#app/components/route-meta.ts";
import { ServerMarkup } from "#app/components/server-markup.tsx";
import { nightPictureMarkup } from "#app/components/tonight/night-picture.server.tsx";
import { followMenuMarkup } from "#app/components/ui/follow-menu.server.tsx";
import { notify } from "#app/components/ui/notifications.tsx";
import { EmptyState, PageHeader, PartyList } from "#app/components/ui/party-grid.tsx";
import { PATHS } from "#app/config/site.ts";
import { PLAN_FEED_PATH, PLAN_PATH, planPath } from "#app/domain/plan-link.ts";
import { pageFreshUntil } from "#app/http/loader-answers.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { planQuery } from "#app/http/plan-query.ts";
import { readSharedPlan } from "#app/http/shared-plan.server.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link, useLocalizedPath } from "#app/i18n/links.tsx";
import { planCard, planPreviewImage } from "#app/link-previews/cards.server.ts";
import { GroupBooking } from "#app/my-night/group-booking.tsx";
import { useSavedParties } from "#app/my-night/save-button.tsx";
import { isBookable, type SavedParty, save, savedPartyOf } from "#app/my-night/saved-parties.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { followLinks } from "#app/view-models/follow-links.server.ts";
import { listingContext } from "#app/view-models/party-items.server.ts";
import { planPage } from "#app/view-models/shared-plan.server.ts";
import type { Route } from "./+types/plan";

export const headers = pageHeaders;

/** The plan's parties, by kind of party page (plan-link.ts); every other parameter is ignored. */
export const handle = planQuery.handle;

/**
 * A plan shared from My night (issue 53): whoever opens the link sees its parties as they are
 * now, in their language, without an account and without script; with script, one tap adds
 * them all to their own My night and one message books a table for the group.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { found, asked, surplus, partial } = await readSharedPlan(request);
  const context = listingContext(request, now);
  const parties = [...found.values()];
  const page = planPage(parties, { asked, surplus }, context);
  // The parties found, in a link of their own: the canonical address and the preview's.
  const path = planPath([...found.keys()]);
  const i18n = i18nOf(request);
  const payload = {
    ...page,
    // Followed in a calendar app: the same parties, as they move (issue 65).
    follow: followMenuMarkup(
      followLinks(
        {
          path: planPath([...found.keys()], PLAN_FEED_PATH),
          label: t(i18n)`Follow this plan in your calendar`,
          name: page.title,
        },
        context,
      ),
    ),
    picture: nightPictureMarkup(page.picture),
    path,
    meta: pageMeta({
      i18n,
      title: page.title,
      description: t(
        i18n,
      )`A night out shared from My night: the parties, their hours and where they are.`,
      path,
      preview: planPreviewImage(
        planCard(parties, page.title, i18n),
        path.slice(PLAN_PATH.length),
        localeOf(request),
      ),
      // A plan is its makers' own: nothing here for search engines.
      noindex: true,
    }),
  };
  // Entries it could not find or could not show: rendered, but kept by no cache (made-up plans
  // must not fill the page cache or a CDN's).
  return keptUnlessIgnored({ ...payload, freshUntil: pageFreshUntil() }, partial);
}

export const meta: Route.MetaFunction = routeMeta;

/** Adds every party of the plan (not a cancelled one) to this browser's My night, in one tap. */
function AddAll({ parties }: { parties: readonly SavedParty[] }) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const saved = useSavedParties();
  const addable = parties.filter(isBookable);
  const missing = addable.filter((party) => !saved.some((item) => item.path === party.path));
  if (addable.length === 0) return null;
  return (
    <button
      type="button"
      data-add-all
      disabled={missing.length === 0}
      onClick={() => {
        for (const party of missing) save(party);
        const count = missing.length;
        void notify(
          t({
            message: plural(count, {
              one: "Added # party to My night",
              other: "Added # parties to My night",
            }),
          }),
          "success",
          { label: t`See My night`, href: localized(PATHS.myNight) },
        );
      }}
      className="btn btn-outline mt-6 gap-2 px-4 text-sm disabled:opacity-60"
    >
      {missing.length === 0 ? t`All in your My night` : t`Add all to My night`}
    </button>
  );
}

export default function Plan({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { title, parties, missing, surplus, allOver, picture } = loaderData;
  const saved = useMemo(() => parties.map((party) => savedPartyOf(party)), [parties]);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={title}
        intro={t`A plan shared from My night, as the parties stand now. Times are local to each party's area.`}
      />
      {missing && (
        <p className="mb-4 text-zinc-300" data-plan-missing>
          {missing}
        </p>
      )}
      {surplus && (
        <p className="mb-4 text-zinc-300" data-plan-surplus>
          {surplus}
        </p>
      )}
      {allOver ? (
        <EmptyState>
          {t`Every party of this plan is over.`}{" "}
          <Link to={PATHS.eventsToday} className="link-accent">
            {t`See what is on tonight`}
          </Link>
        </EmptyState>
      ) : (
        <div data-plan>
          {picture && <ServerMarkup markup={picture} />}
          <h2 className="mb-3 text-xl font-black">{t`In this plan`}</h2>
          <PartyList parties={parties} stacked />
          <AddAll parties={saved} />
          <GroupBooking parties={saved} />
          <div className="mt-6">
            <ServerMarkup markup={loaderData.follow} />
          </div>
        </div>
      )}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
