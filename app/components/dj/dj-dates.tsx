import { useLingui } from "@lingui/react/macro";
import { PagedParties } from "#app/components/ui/paged-parties.tsx";
import type { PartyItem } from "#app/domain/content-types.ts";
import { ROWS_SHOWN } from "#app/domain/rows-shown.ts";

/** A DJ's coming dates, before the bio and the players (issue 42), every one a page away. */
export function DjDates({
  upcoming,
  total,
  page,
}: {
  upcoming: readonly PartyItem[] | null;
  total: number;
  page: number;
}) {
  const { t } = useLingui();
  return (
    <PagedParties
      id="upcoming"
      title={t`Upcoming dates`}
      parties={upcoming}
      total={total}
      page={page}
      size={ROWS_SHOWN.djDates}
      empty={t`No upcoming dates announced. Ask the concierge about private bookings.`}
    />
  );
}
