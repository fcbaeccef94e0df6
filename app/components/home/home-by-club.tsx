import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { MoreLink, PartyList, Section } from "#app/components/ui/party-grid.tsx";
import { LIMITS } from "#app/content/queries/limits.ts";
import type { PartyItem } from "#app/domain/content-types.ts";
import { anchorIds } from "#app/domain/slug.ts";
import { Link } from "#app/i18n/links.tsx";

/** A directory club's coming parties on home, and how many more it has. */
export interface HomeClubGroup {
  club: string;
  name: string;
  route: string | null;
  parties: readonly PartyItem[];
  moreLine: string | null;
}

/** The clubs shown before the others fold away (about a phone screen; issue 67). */
const FIRST_CLUBS = 3;

/** Every coming party by club, page by page, as compact rows. */
export function HomeByClub({
  groups,
  page,
  total,
}: {
  groups: readonly HomeClubGroup[];
  page: number;
  total: number;
}) {
  const { t } = useLingui();
  const groupIds = anchorIds(
    "club",
    groups.map((group) => group.club),
  );
  const group = (club: HomeClubGroup, index: number) => (
    <section key={club.club} aria-labelledby={groupIds[index]}>
      <h3 id={groupIds[index]} className="mb-2 text-lg font-extrabold text-amber-300">
        {club.route ? (
          <Link to={club.route} className="hover:underline">
            {club.name}
          </Link>
        ) : (
          club.name
        )}
      </h3>
      <PartyList parties={club.parties} stacked />
      {club.route && club.moreLine && <MoreLink to={club.route}>{club.moreLine}</MoreLink>}
    </section>
  );
  const grid = "grid grid-cols-1 gap-x-4 gap-y-6 md:grid-cols-2 xl:grid-cols-3";
  const folded = groups.length - FIRST_CLUBS;
  return (
    <Section id="by-club" title={t`Upcoming parties by club`}>
      {groups.length > 0 ? (
        <>
          <div className={grid}>{groups.slice(0, FIRST_CLUBS).map(group)}</div>
          {/* The rest of the page's clubs one tap away, so home stays a few screens long on a
              phone (issue 54); in the page without script too. */}
          {folded > 0 && (
            <details className="mt-6">
              <summary className="btn btn-outline cursor-pointer px-4 text-sm" data-more-clubs>
                {t({
                  message: plural(folded, {
                    one: "Parties at # more club",
                    other: "Parties at # more clubs",
                  }),
                })}
              </summary>
              <div className={`${grid} mt-6`}>
                {groups.slice(FIRST_CLUBS).map((club, index) => group(club, index + FIRST_CLUBS))}
              </div>
            </details>
          )}
        </>
      ) : (
        <p className="text-zinc-300">{t`No upcoming parties on this page.`}</p>
      )}
      <Pagination page={page} total={total} limit={LIMITS.partyList} type="warning" />
    </Section>
  );
}
