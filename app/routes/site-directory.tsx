import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { type Label, labelText } from "#app/components/shell/nav-labels.ts";
import { SIDEBAR_ITEMS } from "#app/components/shell/navigation.ts";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/site-directory";

export const headers = pageHeaders;

const AREA_LINKS = [
  { name: PRODUCT_NAME, path: PATHS.clubs },
  { name: "Cancun", path: PATHS.cancunClubs },
  { name: "Playa del Carmen", path: PATHS.playaClubs },
  { name: "Isla Mujeres", path: PATHS.islaParty },
];

const MORE_LINKS: readonly { name: Label; path: string }[] = [
  { name: "DJs", path: PATHS.djs },
  { name: msg`Production brands`, path: PATHS.brands },
  { name: msg`Clubs directory`, path: PATHS.clubsDirectory },
  { name: msg`Clubs map`, path: PATHS.clubsMap },
  { name: msg`Brunch and day parties`, path: PATHS.brunch },
  { name: msg`Google calendar`, path: PATHS.googleCalendar },
  { name: msg`Zamna official sellers`, path: PATHS.officialSellers },
];

/** The directory records stay on the server: the page needs only their names and paths. */
export function loader({ request }: Route.LoaderArgs) {
  const linkTo = (record: DirectoryRecord) => ({ name: record.name, path: record.route });
  const i18n = i18nOf(request);
  const meta = pageMeta({
    i18n,
    title: t(i18n)`Site directory | ${SITE_NAME}`,
    description: t(
      i18n,
    )`Every section, area, venue and brand of the ${PRODUCT_NAME} nightlife guide.`,
    path: PATHS.siteDirectory,
  });
  return {
    meta,
    venues: DIRECTORY.filter((record) => record.kind !== "brand").map(linkTo),
    brands: DIRECTORY.filter((record) => record.kind === "brand").map(linkTo),
  };
}

export const meta: Route.MetaFunction = routeMeta;

function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { name: string; path: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-black text-amber-300">
        {title}
      </h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={`${link.path}-${link.name}`}>
            <Link to={link.path} className="inline-block py-1 hover:underline">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SiteDirectory({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { venues, brands } = loaderData;
  const named = (links: readonly { name: Label; path: string }[]) =>
    links.map((link) => ({ name: labelText(i18n, link.name), path: link.path }));
  const sections = SIDEBAR_ITEMS.flatMap((item) => [item, ...(item.children ?? [])]).filter(
    (item) => !item.external,
  );
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`Site directory`}
        intro={t`Everything in the ${PRODUCT_NAME} guide, on one page.`}
      />
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <LinkList id="sections" title={t`Sections`} links={named(sections)} />
        <LinkList id="areas" title={t`Areas`} links={named([...AREA_LINKS, ...MORE_LINKS])} />
        <LinkList id="venues" title={t`Venues`} links={venues} />
        <LinkList id="brands" title={t`Brands`} links={brands} />
      </div>
    </div>
  );
}
