import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  EmptyState,
  MoreLink,
  PartiesNotLoaded,
  PartyList,
  Section,
} from "#app/components/ui/party-grid.tsx";
import { PATHS } from "#app/config/site.ts";
import type { Artist, PartyItem } from "#app/domain/content-types.ts";

/** A DJ's coming dates, before the bio and the players (issue 42). */
export function DjDates({
  artist,
  upcoming,
  moreDates,
}: {
  artist: Artist;
  /** null when they could not be read. */
  upcoming: readonly PartyItem[] | null;
  moreDates: number;
}) {
  const { t } = useLingui();
  return (
    <Section id="upcoming" title={t`Upcoming dates`}>
      {upcoming === null ? (
        <PartiesNotLoaded />
      ) : upcoming.length > 0 ? (
        <>
          <PartyList parties={upcoming} />
          {moreDates > 0 && (
            <MoreLink to={`${PATHS.search}?q=${encodeURIComponent(artist.title)}&kind=party`}>
              {t({
                message: plural(moreDates, {
                  one: "# more date",
                  other: "# more dates",
                }),
              })}
            </MoreLink>
          )}
        </>
      ) : (
        <EmptyState>
          {t`No upcoming dates announced. Ask the concierge about private bookings.`}
        </EmptyState>
      )}
    </Section>
  );
}
