import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/error-page.tsx";
import { PublicEnvProvider } from "./components/public-env.tsx";
import { AppShell } from "./components/shell/app-shell.tsx";
import { publicEnv } from "./config/env.server.ts";
import { PAGE_CACHE_CONTROL } from "./http/cache-control.ts";

/** The most a page may be cached; each page merges its own Cache-Control with this. */
export function headers() {
  return { "Cache-Control": PAGE_CACHE_CONTROL };
}

export function loader() {
  return { publicEnv: publicEnv() };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const content = data ? (
    <PublicEnvProvider value={data.publicEnv}>
      <AppShell>{children}</AppShell>
    </PublicEnvProvider>
  ) : (
    <main id="main" className="p-6">
      {children}
    </main>
  );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#09090b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        {content}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
