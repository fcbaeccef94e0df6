import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/i18n/i18n.ts";
import "#app/i18n/catalogs.server.ts";
import { explainError } from "./error-explained.ts";
import ErrorPage from "./ui/error-page-body.tsx";

function render(error: unknown, path = "/"): string {
  const router = createMemoryRouter([{ path, element: <ErrorPage error={error} /> }], {
    initialEntries: [path],
  });
  const locale = path.startsWith("/es/") ? "es" : "en";
  return renderToStaticMarkup(
    <I18nProvider i18n={i18nFor(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

// What React Router hands an error boundary when a loader throws data(null, { status }).
const response = (status: number) => new UNSAFE_ErrorResponseImpl(status, "", null);

describe("error page", () => {
  it("explains 404, 410 and 503 responses", () => {
    const english = i18nFor("en");
    expect(explainError(response(404), english).title).toBe("Page not found");
    expect(explainError(response(410), english).status).toBe(410);
    expect(explainError(response(503), english).title).toMatch(/trouble/);
  });

  it("explains them in Spanish on Spanish pages, with the same status", () => {
    const spanish = i18nFor("es");
    expect(explainError(response(404), spanish)).toMatchObject({
      status: 404,
      title: "Página no encontrada",
    });
    const html = render(response(410), "/es/brands/x");
    expect(html).toContain("410");
    expect(html).toContain('href="/es/tulum-party-mexico-event-calendar"');
  });

  it("shows a server error without its message or stack", () => {
    const error = new Error("db password is hunter2");
    const html = render(error);
    expect(html).toContain("Something went wrong");
    expect(html).toContain("500");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("at ");
  });
});
