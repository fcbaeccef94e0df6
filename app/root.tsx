import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { i18nOf, localeOf } from "./i18n/catalogs.server.ts";
import "./app.css";
import { useNonce } from "./components/nonce.tsx";
import { PublicEnvProvider } from "./components/public-env.tsx";
import { AppShell } from "./components/shell/app-shell.tsx";
import { APP_BACKGROUND, APP_ICONS } from "./config/app-icons.ts";
import { publicEnv } from "./config/env.server.ts";
import { DEFAULT_TIME_ZONE } from "./config/site.ts";
import { inCallLane } from "./content/cosmic/call-ceiling.ts";
import { snapshotNotice } from "./content/cosmic/content-fallback.server.ts";
import { inContentLocale } from "./content/queries/content-locale.server.ts";
import { readsDrafts } from "./content/queries/drafts.server.ts";
import { formatLongDate, localDate } from "./domain/dates.ts";
import { PAGE_CACHE_CONTROL } from "./http/cache-control.ts";
import { laneOfPage } from "./http/page-lane.server.ts";
import { useLocale } from "./i18n/links.tsx";
import { LANGUAGE_TAG, localizedPath } from "./i18n/locales.ts";
import { timeRequest } from "./request/server-timing.server.ts";
import { conciergeLinks } from "./view-models/booking.server.ts";

/**
 * Content queries read the page's language (from its URL) for the whole request, and the
 * answer says where its time went (Server-Timing: loaders, CMS calls, rendering).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) =>
    timeRequest(() =>
      inCallLane(laneOfPage(request), () => inContentLocale(localeOf(request), next)),
    ),
];

/** The most a page may be cached; each page merges its own Cache-Control with this. */
export function headers() {
  return { "Cache-Control": PAGE_CACHE_CONTROL };
}

export function loader({ request }: Route.LoaderArgs) {
  const snapshot = snapshotNotice();
  return {
    publicEnv: { ...publicEnv(), concierge: conciergeLinks(i18nOf(request)) },
    snapshotTakenOn: snapshot
      ? formatLongDate(localDate(new Date(snapshot.takenAt), DEFAULT_TIME_ZONE), localeOf(request))
      : undefined,
    preview: readsDrafts(),
  };
}

/**
 * The shell's data is tiny and says whether content comes from the fallback snapshot: it is
 * loaded again on every navigation, so the notice appears (and goes) without a reload.
 */
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  const nonce = useNonce();
  const content = data ? (
    <PublicEnvProvider value={data.publicEnv}>
      <AppShell snapshotTakenOn={data.snapshotTakenOn} preview={data.preview}>
        {children}
      </AppShell>
    </PublicEnvProvider>
  ) : (
    <main id="main" className="p-6">
      {children}
    </main>
  );
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={APP_BACKGROUND} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={APP_ICONS[0].path} />
        <link rel="manifest" href={localizedPath(locale, "/manifest.webmanifest")} />
        <Meta />
        {/* Stylesheet links need no nonce ('self' allows them); an empty one on both sides keeps
            React Router from adding the render's, which the browser may or may not hide. */}
        <Links nonce="" />
      </head>
      <body className="font-sans antialiased">
        {content}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { ErrorBoundary } from "#app/components/error-page.tsx";
