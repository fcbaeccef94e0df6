import { useLingui } from "@lingui/react/macro";
import { PATHS } from "#app/config/site.ts";
import type { PartyItem } from "#app/domain/content-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { PartyList, Section } from "../ui/party-grid.tsx";

/** Isla Mujeres' coming parties, a shelf with the link to all of them (none: no shelf). */
export function HomeIsla({ parties }: { parties: readonly PartyItem[] }) {
  const { t } = useLingui();
  if (parties.length === 0) return null;
  return (
    <Section
      id="isla"
      title={t`Isla Mujeres parties`}
      action={
        <Link to={PATHS.islaParty} className="text-sm font-bold text-amber-300 hover:underline">
          {t`All Isla parties`}
        </Link>
      }
    >
      <PartyList parties={parties} />
    </Section>
  );
}
