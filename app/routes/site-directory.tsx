import { SIDEBAR_ITEMS } from "#app/components/shell/navigation.ts";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { pageHeaders } from "#app/http/cache-control.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta, siteUrlFrom } from "#app/seo/meta.ts";
import type { Route } from "./+types/site-directory";

export const headers = pageHeaders;

const AREA_LINKS = [
  { name: PRODUCT_NAME, path: PATHS.clubs },
  { name: "Cancun", path: PATHS.cancunClubs },
  { name: "Playa del Carmen", path: PATHS.playaClubs },
  { name: "Isla Mujeres", path: PATHS.islaParty },
];

const MORE_LINKS = [
  { name: "DJs", path: PATHS.djs },
  { name: "Production brands", path: PATHS.brands },
  { name: "Clubs directory", path: PATHS.clubsDirectory },
  { name: "Clubs map", path: PATHS.clubsMap },
  { name: "Brunch and day parties", path: PATHS.brunch },
  { name: "Google calendar", path: PATHS.googleCalendar },
  { name: "Zamna official sellers", path: PATHS.officialSellers },
];

/** The directory records stay on the server: the page needs only their names and paths. */
export function loader() {
  const linkTo = (record: DirectoryRecord) => ({ name: record.name, path: record.route });
  return {
    venues: DIRECTORY.filter((record) => record.kind !== "brand").map(linkTo),
    brands: DIRECTORY.filter((record) => record.kind === "brand").map(linkTo),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Site directory | ${SITE_NAME}`,
    description: `Every section, area, venue and brand of the ${PRODUCT_NAME} nightlife guide.`,
    path: PATHS.siteDirectory,
    siteUrl: siteUrlFrom(matches),
  });
}

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
  const { venues, brands } = loaderData;
  const sections = SIDEBAR_ITEMS.flatMap((item) => [item, ...(item.children ?? [])]).filter(
    (item) => !item.external,
  );
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Site directory"
        intro={`Everything in the ${PRODUCT_NAME} guide, on one page.`}
      />
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <LinkList
          id="sections"
          title="Sections"
          links={sections.map((item) => ({ name: item.name, path: item.path }))}
        />
        <LinkList id="areas" title="Areas" links={[...AREA_LINKS, ...MORE_LINKS]} />
        <LinkList id="venues" title="Venues" links={venues} />
        <LinkList id="brands" title="Brands" links={brands} />
      </div>
    </div>
  );
}
