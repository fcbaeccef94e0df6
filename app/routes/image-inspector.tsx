import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { routeMeta } from "#app/components/route-meta.ts";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { IMAGE_WIDTHS, imageAtWidth } from "#app/components/ui/responsive-image.tsx";
import { NO_STORE } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf } from "#app/i18n/catalogs.server.ts";
import type { Route } from "./+types/image-inspector";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("src");
export const handle = query.handle;

export function headers() {
  return { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" };
}

/** Internal tool: a CMS image (our /media or an imgix URL) at every size the site uses. */
export function loader({ request }: Route.LoaderArgs) {
  const src = query.read(request).src ?? "";
  const allowed =
    /^\/media\/[\w.-]+$/.test(src) || /^https:\/\/(imgix|cdn)\.cosmicjs\.com\/[\w./%-]+$/.test(src);
  if (src && !allowed) throw data(null, { status: 400, headers: { "Cache-Control": NO_STORE } });
  const i18n = i18nOf(request);
  return {
    meta: [{ title: t(i18n)`Image inspector` }, { name: "robots", content: "noindex" }],
    src,
    variants: src ? IMAGE_WIDTHS.map((width) => ({ width, url: imageAtWidth(src, width) })) : [],
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function ImageInspector({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t`Image inspector`}
        intro={t`Shows a CMS image at each width the site requests. Pass ?src=/media/NAME or an imgix URL.`}
      />
      <form method="get" className="mb-8 flex gap-3">
        <label htmlFor="src" className="sr-only">
          {t`Image URL`}
        </label>
        <input
          id="src"
          name="src"
          defaultValue={loaderData.src}
          className="min-h-11 flex-1 rounded-lg border border-white/30 bg-zinc-900 px-3"
        />
        <button type="submit" className="btn btn-primary">
          {t`Inspect`}
        </button>
      </form>
      <ul className="space-y-8">
        {loaderData.variants.map((variant) => (
          <li key={variant.width}>
            <p className="mb-2 font-mono text-sm">w={variant.width}</p>
            <img
              src={variant.url}
              alt={t`Variant ${variant.width} px wide`}
              width={variant.width}
              height={Math.round((variant.width * 2) / 3)}
              style={{ maxWidth: "100%", height: "auto" }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
