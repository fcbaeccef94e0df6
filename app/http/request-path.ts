/**
 * The page path a loader serves. Client navigations fetch loader data from "/path.data" (and
 * "/_root.data" for the home page), and loaders see that URL as it is.
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}
