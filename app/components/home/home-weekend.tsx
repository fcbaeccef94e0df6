import { useLingui } from "@lingui/react/macro";
import { PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { PartyItem } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";

/** This weekend's parties in the destination, with a word on the coast's other areas. */
export function HomeWeekend({
  open,
  folded,
  foldedLine,
  more,
  weekendLink,
  otherAreas,
  everywhereLink,
}: {
  /** The first rows, always shown. */
  open: readonly PartyItem[];
  /** The rest of the rows home holds, one tap away (a details element: without script too). */
  folded: readonly PartyItem[];
  /** "5 more parties this weekend", worded on the server; null when nothing is folded. */
  foldedLine: string | null;
  /** How many more the calendar's weekend holds. */
  more: number;
  weekendLink: string;
  /** "3 more on the coast" or null. */
  otherAreas: string | null;
  everywhereLink: string;
}) {
  const { t } = useLingui();
  return (
    <Section
      id="weekend"
      title={t`This weekend in ${PRODUCT_NAME}`}
      action={
        <Link to={weekendLink} className="text-sm font-bold text-amber-300 hover:underline">
          {more > 0 ? t`All of this weekend` : t`This weekend in the calendar`}
        </Link>
      }
    >
      <PartyList parties={open} />
      {foldedLine && folded.length > 0 && (
        <details className="mt-3">
          <summary className="btn btn-outline cursor-pointer px-4 text-sm" data-more-weekend>
            {foldedLine}
          </summary>
          <div className="mt-3">
            <PartyList parties={folded} />
          </div>
        </details>
      )}
      {otherAreas && (
        <p className="mt-3">
          <Link to={everywhereLink} className="underline">
            {otherAreas}
          </Link>
        </p>
      )}
    </Section>
  );
}
