import { lazy, Suspense } from "react";
import { useRouteError } from "react-router";
import { loadChunk } from "#app/components/load-chunk.ts";
import { i18nForPath } from "#app/i18n/i18n.ts";
import { explainError } from "./error-explained.ts";

const ErrorPageBody = lazy(() => loadChunk(() => import("./ui/error-page-body.tsx")));

/** A failed page's meta tags: its explanation as the title, kept out of search engines. */
export function errorMeta(error: unknown, location: { pathname: string }) {
  const { title } = explainError(error, i18nForPath(location.pathname));
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * Every route's error boundary (each route module re-exports it): the page that explains. It
 * reads the error itself: React Router hands `error` as a prop only to a boundary a route
 * module declares, not to one it re-exports. The page's body is code of its own, fetched only
 * by a page that failed (docs/code-style.md, "Script budget"): the server renders it whole,
 * and hydration keeps that HTML until the code is there.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorPageBody error={error} />
    </Suspense>
  );
}
