import { useLingui } from "@lingui/react/macro";
import { PartyList, Section } from "#app/components/ui/party-grid.tsx";
import type { NextSteps } from "#app/view-models/next-steps.server.ts";

/** Where to go next from a party: its next date, the same night's others, more at its venue. */
export function EventNextSteps({ next, venueName }: { next: NextSteps; venueName: string }) {
  const { t } = useLingui();
  return (
    <>
      {next.nextDate && (
        <Section id="next-date" title={t`Next date`}>
          <PartyList parties={[next.nextDate]} />
        </Section>
      )}
      {next.sameNight.length > 0 && (
        <Section
          id="same-night"
          title={next.sameNightIsTonight ? t`On tonight instead` : t`More the same night`}
        >
          <PartyList parties={next.sameNight} />
        </Section>
      )}
      {next.atVenue.length > 0 && venueName && (
        <Section id="at-venue" title={t`More at ${venueName}`}>
          <PartyList parties={next.atVenue} />
        </Section>
      )}
    </>
  );
}
