import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PartyListPage } from "#app/components/ui/party-list-page.tsx";
import { PATHS } from "#app/config/site.ts";
import { LIMITS } from "#app/content/queries/limits.ts";
import { getIslaParties } from "#app/content/types/parties.server.ts";
import { pageFromSearch, pageValueUsed } from "#app/domain/page-numbers.ts";
import {
  criticalContent,
  firstPageUnlessUsed,
  pageFreshUntil,
} from "#app/http/loader-answers.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import { listingContext, partyItemOf } from "#app/view-models/party-items.server.ts";
import type { Route } from "./+types/isla-party";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("page");
export const handle = query.handle;

export const headers = pageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const raw = query.read(request).page;
  const page = pageFromSearch(raw);
  const { items, total } = await criticalContent(() => getIslaParties(now, page));
  const context = listingContext(request, now);
  // A page number past the end is sent to the first page, rendering nothing (issue 54).
  firstPageUnlessUsed(request, "page", pageValueUsed(raw, page, items.length > 0));
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`Isla Mujeres parties`,
    description: t(i18n)`Boat parties and nights out on Isla Mujeres, a ferry ride from Cancun.`,
    path: PATHS.islaParty,
  });
  return {
    page,
    total,
    parties: items.map((party) => partyItemOf(party, context)),
    meta,
    freshUntil: pageFreshUntil(),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function IslaParty({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PartyListPage
      title={t`Isla Mujeres parties`}
      intro={t`Boat parties and nights on the island. Check the last ferry back before you go.`}
      parties={loaderData.parties}
      heading={t`Parties`}
      empty={t`No Isla Mujeres parties are announced yet.`}
    >
      <Pagination
        page={loaderData.page}
        total={loaderData.total}
        limit={LIMITS.partyList}
        type="info"
      />
    </PartyListPage>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
