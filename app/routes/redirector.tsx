import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data, redirect } from "react-router";
import { routeMeta } from "#app/components/route-meta.ts";
import { PageHeader } from "#app/components/ui/party-grid.tsx";
import { classifyTarget } from "#app/domain/outbound-targets.ts";
import { NO_STORE } from "#app/http/cache-control.ts";
import { declareQuery } from "#app/http/query-params.ts";
import { i18nOf, localeOf } from "#app/i18n/catalogs.server.ts";
import { Link } from "#app/i18n/links.tsx";
import { localizedPath } from "#app/i18n/locales.ts";
import type { Route } from "./+types/redirector";

/** The query parameters this page reads; every other one is ignored (and not cached apart). */
const query = declareQuery("u");
export const handle = query.handle;

export function headers() {
  return { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" };
}

/** /l?u=: follows site paths and allow-listed hosts; shows anything else before leaving. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const target = classifyTarget(query.read(request).u);
  if (target.kind === "invalid")
    throw data(null, { status: 400, headers: { "Cache-Control": NO_STORE } });
  if (target.kind === "internal") throw redirect(localizedPath(locale, target.location), 302);
  if (target.kind === "allowed") throw redirect(target.location, 302);
  const i18n = i18nOf(request);
  return {
    location: target.location,
    host: target.host,
    meta: [{ title: t(i18n)`You are leaving the guide` }, { name: "robots", content: "noindex" }],
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function Redirector({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { host } = loaderData;
  return (
    <div className="mx-auto max-w-2xl py-12">
      <PageHeader
        title={t`You are leaving the guide`}
        intro={t`This link goes to ${host}, a site we have not checked.`}
      />
      <p
        className="rounded-xl border border-white/20 bg-zinc-900 p-4 font-mono text-sm break-all"
        data-testid="destination"
      >
        {loaderData.location}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={loaderData.location}
          rel="noopener noreferrer nofollow"
          className="btn btn-primary"
        >
          {t`Continue to ${host}`}
        </a>
        <Link to="/" className="btn btn-outline">
          {t`Back to the guide`}
        </Link>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
