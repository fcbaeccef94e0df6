import { useLingui } from "@lingui/react/macro";
import { PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { PRODUCT_NAME } from "#app/config/site.ts";
import type { PartyItem } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";

/** This weekend's parties in the destination, with a word on the coast's other areas. */
export function HomeWeekend({
  parties,
  more,
  weekendLink,
  otherAreas,
  everywhereLink,
}: {
  parties: readonly PartyItem[];
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
      <PartyList parties={parties} />
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
