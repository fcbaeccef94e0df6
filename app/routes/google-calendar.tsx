import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { routeMeta } from "#app/components/route-meta.ts";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { DEFAULT_TIME_ZONE, GOOGLE_CALENDAR_ID, PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { useLocalizedPath } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/google-calendar";

export const headers = pageHeaders;

const params = new URLSearchParams({
  src: GOOGLE_CALENDAR_ID,
  ctz: DEFAULT_TIME_ZONE,
  mode: "AGENDA",
});
export const EMBED_URL = `https://calendar.google.com/calendar/embed?${params}`;
const OPEN_URL = `https://calendar.google.com/calendar/u/0?cid=${encodeURIComponent(btoa(GOOGLE_CALENDAR_ID))}`;

export function loader({ request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  return {
    meta: pageMeta({
      i18n,
      title: t(i18n)`${PRODUCT_NAME} party calendar on Google Calendar`,
      description: t(i18n)`Our party calendar in Google Calendar, in ${PRODUCT_NAME} time.`,
      path: PATHS.googleCalendar,
    }),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function GoogleCalendar() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  // The embed is heavy and third-party: it is added after the page is interactive, never by the server.
  const [show, setShow] = useState(false);
  useEffect(() => setShow(true), []);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t`Party calendar on Google Calendar`}
        intro={t`Times are shown in ${PRODUCT_NAME} time (America/Cancun).`}
      >
        <div className="mt-4 flex flex-wrap gap-4">
          <NewTabLink href={OPEN_URL} className="btn btn-primary">
            {t`Open in Google Calendar`}
          </NewTabLink>
          <a href={localized("/feeds/parties.ics")} className="btn btn-outline">
            {t`Subscribe in any calendar app (.ics)`}
          </a>
        </div>
      </PageHeader>
      <div className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-white">
        {show && (
          <iframe
            src={EMBED_URL}
            title={t`Party calendar`}
            loading="lazy"
            className="h-full w-full"
          />
        )}
      </div>
    </div>
  );
}
