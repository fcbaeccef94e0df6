import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ServerMarkup, type ServerMarkupHtml } from "#app/components/server-markup.tsx";
import {
  EmptyState,
  MoreLink,
  PartiesNotLoaded,
  PartyList,
  Section,
} from "#app/components/ui/party-grid.tsx";
import type { PartyItem } from "#app/domain/content-types.ts";

/** A club's coming parties, the rest in the calendar, and its calendar feed. */
export function VenueParties({
  parties,
  moreParties,
  calendarPath,
  feed,
}: {
  /** null when they could not be read. */
  parties: readonly PartyItem[] | null;
  moreParties: number;
  calendarPath: string;
  /** The Follow menu, drawn by the loader (follow-menu.server.tsx). */
  feed: ServerMarkupHtml;
}) {
  const { t } = useLingui();
  return (
    <Section id="club-parties" title={t`Upcoming parties`}>
      {parties === null ? (
        <PartiesNotLoaded />
      ) : parties.length > 0 ? (
        <PartyList parties={parties} />
      ) : (
        <EmptyState>{t`No parties announced here yet.`}</EmptyState>
      )}
      {moreParties > 0 && (
        <MoreLink to={calendarPath}>
          {t({
            message: plural(moreParties, {
              one: "# more in the calendar",
              other: "# more in the calendar",
            }),
          })}
        </MoreLink>
      )}
      <div className="mt-3">
        <ServerMarkup markup={feed} />
      </div>
    </Section>
  );
}
