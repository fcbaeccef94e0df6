import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Icon } from "#app/components/shell/icon.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { Link } from "#app/i18n/links.tsx";
import type { FactLines } from "#app/view-models/venue-facts.server.ts";

/** Where a party is, as its page says it: the venue's name, page, area and facts. */
export interface EventVenue extends FactLines {
  name: string;
  route: string | null;
  area: string;
}

/** One line of the facts at the top: an icon and what it says. */
function FactRow({ icon, children }: { icon: "calendar" | "music" | "star"; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon name={icon} className="mt-0.5 h-5 w-5 text-amber-300" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The answers at the top of a party's page: when, where, how much, how to get in. */
export function EventFacts({
  when,
  startDate,
  venue,
  money,
  ask,
}: {
  /** `sunset`: "Sunset 6:09 PM" for a party that starts before sunset, else "". */
  when: { day: string; hours: string; onNow: boolean; sunset: string };
  startDate: string;
  venue: EventVenue;
  /** The price and the minimum age, where known. */
  money: readonly string[];
  /** What the concierge answers that the page does not show, worded by the loader; or "". */
  ask: string;
}) {
  const { t } = useLingui();
  const place = venue.name ? `${venue.name} · ${venue.area}` : venue.area;
  return (
    <div className="mt-4 space-y-3 text-zinc-100" data-testid="event-facts">
      <FactRow icon="calendar">
        <p className="font-black text-[var(--party-secondary)]">
          {when.onNow && <span className="text-emerald-300">{t`On now`} · </span>}
          <time dateTime={startDate}>{when.day}</time>
        </p>
        {when.hours && (
          <p className="font-semibold" data-fact="hours">
            {when.hours}
          </p>
        )}
        {when.sunset && (
          <p className="text-amber-200" data-fact="sunset">
            {when.sunset}
          </p>
        )}
      </FactRow>
      <FactRow icon="music">
        <p className="font-bold" data-fact="place">
          {venue.route ? (
            <Link to={venue.route} className="underline">
              {place}
            </Link>
          ) : (
            place
          )}
        </p>
        {venue.address && (
          <p className="text-sm text-zinc-300" data-fact="address">
            {venue.address}
          </p>
        )}
        {venue.tonight && <p className="text-sm text-zinc-300">{venue.tonight}</p>}
        {venue.maps && (
          <NewTabLink href={venue.maps} className="link-accent text-sm" data-testid="open-in-maps">
            {t`Open in Maps`}
          </NewTabLink>
        )}
        {venue.approximate && (
          <p className="text-sm text-zinc-400">{t`The map position is approximate.`}</p>
        )}
      </FactRow>
      {(money.length > 0 || venue.dress) && (
        <FactRow icon="star">
          {money.length > 0 && (
            <p className="font-semibold" data-fact="price">
              {money.join(" · ")}
            </p>
          )}
          {venue.dress && (
            <p className="text-sm text-zinc-300" data-fact="dress">
              {t`Dress code: ${venue.dress}`}
            </p>
          )}
        </FactRow>
      )}
      {ask && <p className="text-sm text-zinc-300">{ask}</p>}
    </div>
  );
}
