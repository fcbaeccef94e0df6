import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { SubscribeLink } from "#app/components/ui/calendar-links.tsx";
import {
  EmptyState,
  MoreLink,
  PartiesNotLoaded,
  PartyList,
  Section,
} from "#app/components/ui/party-grid.tsx";
import type { PartyItem } from "#app/domain/content-types.ts";
import type { FollowLinks } from "#app/view-models/follow-links.server.ts";

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
  feed: FollowLinks;
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
      <p className="mt-3">
        <SubscribeLink follow={feed} />
      </p>
    </Section>
  );
}
