import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage, explainError } from "./error-page.tsx";

function render(error: unknown): string {
  const router = createMemoryRouter([{ path: "/", element: <ErrorPage error={error} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("error page", () => {
  it("explains 404, 410 and 503 responses", () => {
    // What React Router hands an error boundary when a loader throws data(null, { status }).
    const response = (status: number) => new UNSAFE_ErrorResponseImpl(status, "", null);
    expect(explainError(response(404)).title).toBe("Page not found");
    expect(explainError(response(410)).status).toBe(410);
    expect(explainError(response(503)).title).toMatch(/trouble/);
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
