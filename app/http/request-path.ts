import { SPANISH_HOME } from "#app/i18n/locales.ts";

/**
 * The page path a URL path stands for. Client navigations fetch loader data from "/path.data"
 * (and "/_.data" for a path that ends in a slash: "/_.data" home, "/es/_.data" Spanish home;
 * "/_root.data" in earlier React Router versions).
 */
export function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/** The page path a loader serves; loaders see a data request's URL as it is. */
export function requestPath(request: Request): string {
  return pagePath(new URL(request.url).pathname);
}

/** Characters a URL may percent-encode or not with the same meaning (RFC 3986's unreserved). */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/gi;

const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
const ESCAPED_SLASH = /%(?:2f|5c)/i;

/**
 * The one spelling of a page's path: unreserved characters written plainly, lower case, single
 * slashes and no trailing slash (the home pages, "/" and "/es/", keep theirs). Every route and
 * every slug the CMS makes is lower case, so any other spelling names the same page, and a page
 * is rendered and cached under this spelling only.
 */
export function canonicalPagePath(path: string): string {
  let canonical = path
    .replace(ENCODED_UNRESERVED, (encoded) => decodeURIComponent(encoded))
    .replace(/\/{2,}/g, "/")
    // Letters in lower case; the escapes of other characters stay, in upper-case hex.
    .replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) =>
      part.startsWith("%") ? part.toUpperCase() : part.toLowerCase(),
    );
  if (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.replace(/\/+$/, "");
  if (canonical === "" || canonical === "/") return "/";
  if (`${canonical}/` === SPANISH_HOME) return SPANISH_HOME;
  return canonical;
}

/**
 * The canonical spelling of a request path (a page or its ".data"), or undefined when it is
 * already canonical.
 */
export function respelledPath(pathname: string): string | undefined {
  // A broken escape names no page in any spelling: it is answered as it came (a 404). Nor does
  // an escaped slash or backslash: respelled, "/%2F/x" would be one decoding from "//x", a
  // link to another host (issue 64).
  if (BROKEN_ESCAPE.test(pathname) || ESCAPED_SLASH.test(pathname)) return undefined;
  const page = pagePath(pathname);
  const canonical = canonicalPagePath(page);
  const isData = page !== pathname;
  if (canonical === page) {
    // "/es.data" is the Spanish home's data under another name ("/es/_.data").
    if (!isData || !canonical.endsWith("/") || pathname.endsWith("/_.data")) return undefined;
  }
  if (!isData) return canonical;
  return canonical.endsWith("/") ? `${canonical}_.data` : `${canonical}.data`;
}
