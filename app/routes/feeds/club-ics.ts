import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { getClubParties } from "#app/content/types/parties.server.ts";
import { findDirectoryRecord } from "#app/directory/records.ts";
import { isPlausibleSlug } from "#app/domain/slug.ts";
import { feedResponse } from "#app/http/feed-response.server.ts";
import { criticalContent, notFound } from "#app/http/loader-answers.server.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/club-ics";

/** Subscribable feed of one club's upcoming parties. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const record = isPlausibleSlug(params.club) ? findDirectoryRecord(params.club) : undefined;
  if (!record || record.kind === "brand") notFound();
  const { items } = await criticalContent(() => getClubParties(record.slug, new Date()));
  const name = record.name;
  return feedResponse(request, {
    name: t(i18nOf(request))`${name} parties`,
    parties: items,
    pagePath: record.route,
    timeZone: DEFAULT_TIME_ZONE,
    filename: `${record.slug}.ics`,
  });
}
