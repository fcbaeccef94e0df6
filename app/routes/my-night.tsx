import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useSiteUrl } from "#app/components/public-env.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { Icon } from "#app/components/shell/icon.tsx";
import { FollowMenu } from "#app/components/ui/follow-menu.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { ShareButton } from "#app/components/ui/share-button.tsx";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import { followUrls } from "#app/domain/follow-urls.ts";
import { PLAN_FEED_PATH, planPath } from "#app/domain/plan-link.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { localizedPath } from "#app/i18n/locales.ts";
import { useCurrentParties } from "#app/my-night/current-parties.ts";
import { GroupBooking } from "#app/my-night/group-booking.tsx";
import { SavedList } from "#app/my-night/night-list.tsx";
import { planCalendar, planSummary, upcomingSaved } from "#app/my-night/night-plan.ts";
import { useSavedParties } from "#app/my-night/save-button.tsx";
import { isBookable, keepOnly } from "#app/my-night/saved-parties.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { followWords } from "#app/view-models/follow-links.server.ts";
import type { Route } from "./+types/my-night";

export const headers = pageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`My night`,
      description: t(
        i18n,
      )`The parties you saved on ${SITE_NAME}, kept in this browser: your plan, a calendar file and a table request in one tap.`,
      path: PATHS.myNight,
      // Each visitor's list is their own: nothing here for search engines.
      noindex: true,
    }),
    // Worded here: the feed's address is the browser's to make, from the parties it keeps.
    follow: {
      label: t(i18n)`Follow My night in your calendar`,
      name: `${t(i18n)`My night`} · ${SITE_NAME}`,
      words: followWords(i18n),
    },
  };
}

export const meta: Route.MetaFunction = routeMeta;

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates: the list lives in the browser only. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function MyNight({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const siteUrl = useSiteUrl() ?? "";
  const inBrowser = useInBrowser();
  const saved = useSavedParties();
  // The clock moves on while the page is open: parties that end drop off at the next minute.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // The same array until the list or the minute changes, so the effect below runs only then.
  const parties = useMemo(() => upcomingSaved(saved, now), [saved, now]);
  const bookable = parties.filter(isBookable);
  useEffect(() => {
    if (inBrowser) keepOnly(parties);
  }, [inBrowser, parties]);
  const paths = parties.map((party) => party.path);
  const venues = useCurrentParties(paths);

  function downloadCalendar() {
    const ics = planCalendar(parties, { name: t`My night`, siteUrl, locale, now: new Date() });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([ics], { type: "text/calendar" }));
    link.download = "my-night.ics";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`My night`}
        intro={t`The parties you saved, kept in this browser (no account). Times are local to each party's area.`}
      />
      {!inBrowser ? (
        <p className="text-zinc-300">{t`Reading your saved parties…`}</p>
      ) : parties.length === 0 ? (
        <EmptyState>
          {t`Nothing saved yet. Tap the heart on a party to keep it here.`}{" "}
          <Link to={PATHS.calendar} className="link-accent">
            {t`See the calendar`}
          </Link>
        </EmptyState>
      ) : (
        <>
          <SavedList parties={parties} venues={venues} />
          {bookable.length > 0 && (
            <div className="mt-6 flex flex-wrap gap-3">
              <ShareButton
                // The text names the nights and their parties, not only "My night" (issue 66).
                page={{
                  title: t`My night`,
                  path: planPath(paths),
                  when: planSummary(bookable, locale, i18n),
                }}
              />
              <button
                type="button"
                onClick={downloadCalendar}
                data-my-night-calendar
                className="btn btn-outline gap-2 px-4 text-sm"
              >
                <Icon name="calendar" className="h-4 w-4" />
                {t`Add all to calendar`}
              </button>
            </div>
          )}
          <GroupBooking parties={parties} />
          {bookable.length > 0 && (
            <div className="mt-6">
              <FollowMenu
                follow={{
                  ...loaderData.follow,
                  ...followUrls(
                    `${siteUrl}${localizedPath(locale, planPath(paths, PLAN_FEED_PATH))}`,
                    loaderData.follow.name,
                  ),
                }}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
