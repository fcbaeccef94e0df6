import { useLingui } from "@lingui/react/macro";
import type { BookingSubject } from "#app/components/shell/concierge-button.tsx";
import { StatusBadge } from "#app/components/ui/event-status.tsx";
import type { SharedPage } from "#app/components/ui/share-button.tsx";
import { PATHS } from "#app/config/site.ts";
import type { Party } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { EventActions } from "./event-actions.tsx";
import { EventFacts, type EventVenue } from "./event-facts.tsx";

/** What the top of a party's page needs besides the party. */
export interface EventHeaderData {
  path: string;
  ended: boolean;
  /** Over, with other parties on tonight: the notice points to them (the same-night list). */
  insteadTonight: boolean;
  /** What the concierge answers that the page does not show ("Directions: ..."), or "". */
  askConcierge: string;
  /** Not over, cancelled or postponed: a table, a save and a calendar entry are offered. */
  open: boolean;
  when: { day: string; longDate: string; hours: string; onNow: boolean; sunset: string };
  venue: EventVenue;
  startDate: string;
  previousDay?: string;
  booking: BookingSubject | undefined;
  /** A postponed or cancelled party's question to the concierge, worded by the loader. */
  question: { label: string; href: string } | undefined;
  share: SharedPage;
  googleCalendar: string;
}

/**
 * The card at the top of a party's page: its name and status, the facts a visitor asks first,
 * what they can do, its caption and brand. An ended party says so first.
 */
export function EventHeader({
  party,
  data,
  lang,
}: {
  party: Party;
  data: EventHeaderData;
  lang: string | undefined;
}) {
  const { t } = useLingui();
  const { ended, open, when, venue } = data;
  const statusNotes = {
    scheduled: "",
    cancelled: t`This party is cancelled.`,
    postponed: t`Postponed: the new date is not announced yet.`,
    rescheduled: t`It has a new date: check the day above.`,
    "sold-out": t`Tickets are sold out: ask the concierge about tables.`,
  };
  const money = [party.price, party.minAge !== null ? t`${party.minAge}+` : ""].filter(Boolean);
  return (
    <header className="card overflow-hidden border-t-4 border-t-[var(--party-primary)] p-4 sm:p-7">
      {ended && (
        <p className="mb-3 rounded-xl bg-zinc-800 p-3 font-bold" data-event-ended>
          {t`This party has ended. It was on ${when.longDate}.`}{" "}
          {data.insteadTonight && (
            <a href="#same-night" className="link-accent">
              {t`See what is on tonight instead`}
            </a>
          )}
        </p>
      )}
      <h1
        lang={lang}
        className={`text-3xl font-black tracking-tight sm:text-5xl ${party.status === "cancelled" ? "line-through decoration-4" : ""}`}
      >
        {party.title}
      </h1>
      {party.status !== "scheduled" && (
        <p className="mt-3 flex flex-wrap items-center gap-2" data-event-status={party.status}>
          <StatusBadge status={party.status} previousDay={data.previousDay} />
          <span className="text-zinc-200">{statusNotes[party.status]}</span>
        </p>
      )}
      <EventFacts
        when={when}
        startDate={data.startDate}
        venue={venue}
        money={money}
        ask={data.askConcierge}
      />
      <EventActions
        party={party}
        open={open}
        booking={data.booking}
        question={data.question}
        share={data.share}
        path={data.path}
        googleCalendar={data.googleCalendar}
      />
      {party.caption && (
        <p lang={lang} className="mt-5 text-lg text-zinc-200">
          {party.caption}
        </p>
      )}
      {party.brand && (
        <p className="mt-2 text-sm text-zinc-300">
          {t`By`}{" "}
          <Link to={PATHS.brand(party.brand.slug)} className="font-bold text-white underline">
            {party.brand.title}
          </Link>
        </p>
      )}
    </header>
  );
}
