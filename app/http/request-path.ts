/**
 * The page path a URL path stands for. Client navigations fetch loader data from "/path.data"
 * (and "/_.data" for the home page; "/_root.data" in earlier React Router versions).
 */
export function pagePath(pathname: string): string {
  if (pathname === "/_.data" || pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** The page path a loader serves; loaders see a data request's URL as it is. */
export function requestPath(request: Request): string {
  return pagePath(new URL(request.url).pathname);
}
