import { plural, t } from "@lingui/core/macro";
import { DIRECTORY } from "#app/directory/records.ts";
import type { Party } from "#app/domain/content-types.ts";
import { groupByClub } from "#app/domain/party-listing.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { firstSlugSegment } from "#app/domain/slug.ts";
import { clubKeyForTitle } from "#app/domain/venue-matching.ts";
import type { ListingContext } from "./party-items.server.ts";

/**
 * Home's "upcoming parties by club": the destination's parties grouped by their directory club.
 * A club's page lists all its nights, so home shows each club's next ones and links the rest
 * (issue 42: a shorter home); a group without a page shows every row.
 */
export function homeClubGroups(parties: readonly Party[], { i18n }: Pick<ListingContext, "i18n">) {
  return groupByClub(parties, (party) =>
    // The directory is the destination's: parties in other cities have no club there.
    party.area === "tulum" ? clubKeyForTitle(party.title, DIRECTORY) : undefined,
  ).map((group) => {
    const record = DIRECTORY.find((entry) => firstSlugSegment(entry.slug) === group.club);
    const shown = record ? group.parties.slice(0, ROWS_SHOWN.homeClubGroup) : group.parties;
    const more = group.parties.length - shown.length;
    const name = record?.name ?? group.club;
    return {
      club: group.club,
      parties: shown,
      moreLine:
        more > 0
          ? t(i18n)({
              message: plural(more, {
                one: `# more party at ${name}`,
                other: `# more parties at ${name}`,
              }),
            })
          : null,
      name,
      route: record?.route ?? null,
    };
  });
}
