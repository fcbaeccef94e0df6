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
  return (
    <Section id="by-club" title={t`Upcoming parties by club`}>
      {groups.length > 0 ? (
        <div className="grid grid-cols-1 gap-x-4 gap-y-6 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((group, index) => (
            <section key={group.club} aria-labelledby={groupIds[index]}>
              <h3 id={groupIds[index]} className="mb-2 text-lg font-extrabold text-amber-300">
                {group.route ? (
                  <Link to={group.route} className="hover:underline">
                    {group.name}
                  </Link>
                ) : (
                  group.name
                )}
              </h3>
              <PartyList parties={group.parties} stacked />
              {group.route && group.moreLine && (
                <MoreLink to={group.route}>{group.moreLine}</MoreLink>
              )}
            </section>
          ))}
        </div>
      ) : (
        <p className="text-zinc-300">{t`No upcoming parties on this page.`}</p>
      )}
      <Pagination page={page} total={total} limit={LIMITS.partyList} type="warning" />
    </Section>
  );
}
