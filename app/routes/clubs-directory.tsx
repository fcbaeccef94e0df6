import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeMeta } from "#app/components/route-meta.ts";
import { FilterForm, FilterSelect } from "#app/components/ui/filter-form.tsx";
import { EmptyState, PageHeader } from "#app/components/ui/party-grid.tsx";
import { PATHS, PRODUCT_NAME } from "#app/config/site.ts";
import { DIRECTORY } from "#app/directory/records.ts";
import { TAG_LABEL_NAMES } from "#app/directory/tag-label-names.ts";
import { isTagLabel, TAG_LABELS } from "#app/directory/tag-labels.ts";
import { directoryText, localizedRecord } from "#app/directory/words.server.ts";
import { keptUnlessIgnored, pageHeaders } from "#app/http/page-headers.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { pageMeta } from "#app/seo/page-meta.server.ts";
import type { Route } from "./+types/clubs-directory";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("area", "tag");
export const handle = query.handle;

export const headers = pageHeaders;

const AREAS = [...new Set(DIRECTORY.map((record) => record.area))].sort();

/** Filters come from the URL, so a filtered directory is shareable; unknown values are ignored. */
export function loader({ request }: Route.LoaderArgs) {
  const params = query.read(request);
  const i18n = i18nOf(request);
  const area = AREAS.find((value) => value === params.area) ?? "";
  const tag = TAG_LABELS.find((value) => value === params.tag) ?? "";
  const records = DIRECTORY.filter(
    (record) =>
      (!area || record.area === area) && (!tag || record.tags.some((t) => t.label === tag)),
  ).map((found) => {
    const record = localizedRecord(found, i18n);
    return {
      slug: record.slug,
      name: record.name,
      caption: record.caption,
      route: record.route,
      // The filter's value (the English area, as in shared links) and what the visitor reads.
      areaKey: found.area,
      area: record.area,
      kind: record.kind,
      tags: record.tags.map(
        (tag) =>
          `${isTagLabel(tag.label) ? i18n._(TAG_LABEL_NAMES[tag.label]) : tag.label}: ${tag.value}`,
      ),
    };
  });
  const areaLabels = Object.fromEntries(AREAS.map((value) => [value, directoryText(i18n, value)]));
  const meta = pageMeta({
    i18n,
    title: t(i18n)`${PRODUCT_NAME} clubs directory`,
    description: t(
      i18n,
    )`Every club, beach club, venue and party brand in ${PRODUCT_NAME}, by area and by what they are good for.`,
    path: PATHS.clubsDirectory,
  });
  return keptUnlessIgnored(
    { area, tag, records, areas: AREAS, areaLabels, meta },
    (params.area !== null && !area) || (params.tag !== null && !tag),
  );
}

export const meta: Route.MetaFunction = routeMeta;

export default function ClubsDirectory({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t`${PRODUCT_NAME} clubs directory`}
        intro={t`Every venue and brand we list. Filter by area or by what you are after.`}
      />
      <FilterForm label={t`Filter the directory`} submitLabel={t`Filter`}>
        <FilterSelect
          label={t`Area`}
          name="area"
          value={loaderData.area}
          allLabel={t`All areas`}
          options={loaderData.areas}
          optionLabel={(value) => loaderData.areaLabels[value] ?? value}
        />
        <FilterSelect
          label={t`Good for`}
          name="tag"
          value={loaderData.tag}
          allLabel={t`Anything`}
          options={TAG_LABELS}
          optionLabel={(label) => (isTagLabel(label) ? i18n._(TAG_LABEL_NAMES[label]) : label)}
        />
      </FilterForm>
      {loaderData.records.length === 0 && (
        <EmptyState>{t`Nothing matches those filters.`}</EmptyState>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="directory-list">
        {loaderData.records.map((record) => (
          <li key={record.slug} className="card p-4" data-area={record.areaKey}>
            <h2 className="text-lg font-black">
              <Link to={record.route} className="hover:underline">
                {record.name}
              </Link>
            </h2>
            <p className="eyebrow">{record.kind === "brand" ? t`Brand` : record.area}</p>
            <p className="mt-1 text-sm text-zinc-300">{record.caption}</p>
            {record.tags.length > 0 && (
              <p className="mt-2 text-xs text-zinc-400">{record.tags.join(" · ")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
