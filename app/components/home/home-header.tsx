import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "#app/config/site.ts";
import { Link } from "#app/i18n/links.tsx";

/** Home's title, today's date and the one-tap ways into this weekend. */
export function HomeHeader({
  today,
  weekendLink,
  beachClubsLink,
}: {
  today: string;
  weekendLink: string;
  /** Only when a beach club has a party this weekend. */
  beachClubsLink: string | null;
}) {
  const { t } = useLingui();
  return (
    <header className="mb-4">
      <h1 className="text-2xl font-black tracking-tight sm:text-4xl">
        {t`Tonight in ${PRODUCT_NAME}`}
      </h1>
      <p className="text-sm text-zinc-300">{today}</p>
      <p className="mt-3 flex flex-wrap gap-2">
        <Link to={weekendLink} className="chip">
          {t`This weekend`}
        </Link>
        {beachClubsLink && (
          // Wraps rather than widen a 320 px screen (the Spanish words are long).
          <Link to={beachClubsLink} className="chip shrink py-1 whitespace-normal">
            {t`At a beach club this weekend`}
          </Link>
        )}
      </p>
    </header>
  );
}
