import { useLingui } from "@lingui/react/macro";
import { type BookingSubject, ConciergeButton } from "#app/components/shell/concierge-button.tsx";
import { AddToCalendar } from "#app/components/ui/calendar-links.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ShareButton, type SharedPage } from "#app/components/ui/share-button.tsx";
import type { Party } from "#app/domain/content-types.ts";
import { KeepSavedCurrent, SaveButton } from "#app/my-night/save-button.tsx";
import { savedPartyOf } from "#app/my-night/saved-parties.ts";

/**
 * What a visitor can do from a party's page: tickets, a table, save, share, reservations, a
 * calendar entry. A party that is over, cancelled or postponed (not `open`) offers no table, save
 * or entry; a cancelled or postponed one asks the concierge about itself instead.
 */
export function EventActions({
  party,
  open,
  booking,
  question,
  share,
  path,
  googleCalendar,
}: {
  party: Party;
  open: boolean;
  booking: BookingSubject | undefined;
  question: { label: string; href: string } | undefined;
  share: SharedPage;
  path: string;
  googleCalendar: string;
}) {
  const { t } = useLingui();
  const tickets = open && party.status !== "sold-out" && party.ticketsLink;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {tickets && (
        <NewTabLink href={tickets} className="btn btn-primary">
          {t`Tickets`}
        </NewTabLink>
      )}
      {open ? (
        <ConciergeButton intent="book" subject={booking} />
      ) : (
        <ConciergeButton intent="talk" subject={question && { name: party.title, ...question }} />
      )}
      {open && <SaveButton party={savedPartyOf(party)} />}
      <KeepSavedCurrent party={savedPartyOf(party)} />
      <ShareButton page={share} />
      {open && party.reservationsLink && (
        <NewTabLink href={party.reservationsLink} className="btn btn-outline px-4 text-sm">
          {t`Reservations`}
        </NewTabLink>
      )}
      {open && <AddToCalendar icsPath={`${path}/calendar.ics`} googleLink={googleCalendar} />}
    </div>
  );
}
