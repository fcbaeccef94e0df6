import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { usePublicEnv } from "#app/components/public-env.tsx";
import { routeMeta } from "#app/components/route-meta.ts";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { type MapPoint, VenueMap } from "#app/components/ui/venue-map.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import { directoryText } from "#app/directory/words.server.ts";
import { pageHeaders } from "#app/http/page-headers.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/clubs-map";

export const headers = pageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const i18n = i18nOf(request);
  const venues = DIRECTORY.filter((record) => record.kind !== "brand");
  const points: MapPoint[] = venues.flatMap((record) =>
    record.directions.latitude !== null && record.directions.longitude !== null
      ? [
          {
            slug: record.slug,
            name: record.name,
            route: record.route,
            latitude: record.directions.latitude,
            longitude: record.directions.longitude,
            approximate: record.directions.approximate,
          },
        ]
      : [],
  );
  const unplaced = venues
    .filter((record) => !points.some((point) => point.slug === record.slug))
    .map((record) => ({
      slug: record.slug,
      name: record.name,
      route: record.route,
      area: directoryText(i18n, record.area),
    }));
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} clubs map`,
    description: t(
      i18n,
    )`Where ${PRODUCT_NAME}'s clubs and beach clubs are, on a map and in a list.`,
    path: PATHS.clubsMap,
  });
  return { points, unplaced, meta };
}

export const meta: Route.MetaFunction = routeMeta;

export default function ClubsMap({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { mapTileUrl } = usePublicEnv();
  const [focus, setFocus] = useState<{ slug: string } | null>(null);
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`${PRODUCT_NAME} clubs map`}
        intro={t`Positions marked approximate are estimated from the km marker on the beach road.`}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <VenueMap points={loaderData.points} tileUrl={mapTileUrl} focus={focus} />
        <section aria-labelledby="on-the-map">
          <h2 id="on-the-map" className="mb-3 text-xl font-black">
            {t`On the map`}
          </h2>
          <ol className="space-y-2" data-testid="map-list">
            {loaderData.points.map(({ name: pointName, ...point }, index) => (
              <li
                key={point.slug}
                className="flex items-center justify-between gap-2 rounded-xl border border-white/10 p-3"
              >
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-amber-400 text-xs font-bold text-zinc-950"
                  >
                    {index + 1}
                  </span>
                  <Link to={point.route} className="font-bold hover:underline">
                    {pointName}
                  </Link>
                </span>
                <button
                  type="button"
                  onClick={() => setFocus({ slug: point.slug })}
                  className="min-h-11 rounded-full border border-white/30 px-3 text-sm"
                >
                  {t`Show`}
                  <span className="sr-only"> {t`${pointName} on the map`}</span>
                </button>
              </li>
            ))}
          </ol>
          <h2 className="mt-6 mb-3 text-xl font-black">{t`Not on the map yet`}</h2>
          <ul className="space-y-1 text-sm">
            {loaderData.unplaced.map((venue) => (
              <li key={venue.slug}>
                <Link to={venue.route} className="inline-block py-1 underline">
                  {venue.name}
                </Link>{" "}
                <span className="text-zinc-400">({venue.area})</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
