import { t } from "@lingui/core/macro";
import { DEFAULT_TIME_ZONE, PRODUCT_SLUG } from "#app/config/site.ts";
import type { FoundParty } from "#app/discovery/discovery.server.ts";
import { formatWallTime } from "#app/domain/dates.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { clockAt, partyInterval, timeZoneOf, tonightIn } from "#app/domain/time/index.ts";
import { goesPastOne, onNowAndNext, stripClosesAfter } from "#app/domain/tonight.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import type { ListingContext } from "./party-items.server.ts";

/** "After 1 AM", worded: drawn by app/components/tonight/after-one.server.tsx. */
export interface AfterOneView {
  /** 01:00 of tonight: the line is shown until then. */
  closes: number;
  label: string;
  /** What the line says when no party has announced an end after 1 AM. */
  none: string | null;
  late: { id: string; slug: string; title: string; href: string; until: string }[];
}

/**
 * "After 1 AM" on the destination's clock (issue 52 item 5): which of the parties on now or later
 * tonight are known to go on past 01:00, each with its end ("After 1 AM: Cenote Sounds until
 * 3:00 AM"), or that none has said so. `tonight` are the parties the page lists tonight, as the
 * filters read them. The page shows it until 01:00, when the on-now rows answer the same question.
 */
export function afterOneLine(
  tonight: readonly FoundParty[],
  { now, locale, i18n }: ListingContext,
): AfterOneView {
  const { onNow, next } = onNowAndNext(tonight, now);
  const late = [...onNow, ...next].filter(goesPastOne);
  return {
    closes: stripClosesAfter(tonightIn(now, DEFAULT_TIME_ZONE), PRODUCT_SLUG),
    label: t(i18n)`After 1 AM`,
    none: late.length === 0 ? t(i18n)`No party tonight has announced an end after 1 AM.` : null,
    late: late.map((found) => ({
      id: found.party.id,
      slug: found.party.slug,
      title: found.party.title,
      href: localizedPath(locale, partyPath(found.party)),
      until: t(i18n)`until ${formatWallTime(
        clockAt(partyInterval(found).end, timeZoneOf(found)),
        locale,
      )}`,
    })),
  };
}
