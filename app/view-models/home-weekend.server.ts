import { plural, t } from "@lingui/core/macro";
import type { FoundParty } from "#app/discovery/discovery.server.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";
import { itemOf } from "./party-cards.server.ts";
import type { ListingContext } from "./party-items.server.ts";

/**
 * Home's weekend rows: the first few open, the rest home holds folded behind one tap, so a
 * Tuesday's full weekend keeps home within seven phone screens (issue 67), and how many more
 * the calendar's weekend has. The summary is worded here: the page's script carries no plural.
 */
export function homeWeekendRows(weekend: readonly FoundParty[], context: ListingContext) {
  const shown = weekend.slice(0, ROWS_SHOWN.homeWeekend);
  const folded = shown.slice(ROWS_SHOWN.homeWeekendOpen);
  return {
    /** Every party the weekend rows show, open or folded: featured leaves them out. */
    shownIds: shown.map((found) => found.party.id),
    open: shown.slice(0, ROWS_SHOWN.homeWeekendOpen).map((party) => itemOf(party, context)),
    folded: folded.map((party) => itemOf(party, context)),
    foldedLine:
      folded.length > 0
        ? t(context.i18n)({
            message: plural(folded.length, {
              one: "# more party this weekend",
              other: "# more parties this weekend",
            }),
          })
        : null,
    more: Math.max(0, weekend.length - shown.length),
  };
}
