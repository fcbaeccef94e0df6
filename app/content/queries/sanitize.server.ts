import sanitizeHtml from "sanitize-html";
import { localPath } from "#app/domain/local-path.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "figure",
    "figcaption",
    "img",
    "hr",
    "span",
    "small",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  transformTags: {
    // A link whose address is missing or unsafe becomes its text: an <a> without href is
    // neither a link nor crawlable. The tag it becomes is not allowed, so only its text stays.
    a: (tagName, attribs) =>
      isSafeHref(attribs.href)
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }
        : { tagName: UNWRAPPED, attribs: {} },
    // Every image gets an alt: the editor's, else its title, else "" (decorative). An image
    // whose address is relative to the page ("x.jpg" on /event/y asks for /event/x.jpg on every
    // visit, a 404) or not http(s) is dropped.
    img: (tagName, attribs) =>
      isFetchableImage(attribs.src)
        ? {
            tagName,
            attribs: { ...attribs, alt: attribs.alt ?? attribs.title ?? "", loading: "lazy" },
          }
        : { tagName: UNWRAPPED, attribs: {} },
  },
};

/** Not an allowed tag: sanitize-html drops it and keeps what it wraps. */
const UNWRAPPED = "unwrapped-link";
const ALLOWED_SCHEMES = new Set(["https", "http", "mailto", "tel"]);

function isControlOrSpace(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** An address as a browser reads it: control characters and whitespace ignored ("java\nscript:"). */
function compacted(address: string): string {
  return [...address].filter((character) => !isControlOrSpace(character)).join("");
}

/** The same rule sanitize-html applies to href, decided first, so a dropped href never leaves an empty <a>. */
function isSafeHref(href: string | undefined): boolean {
  if (!href) return false;
  const compact = compacted(href);
  if (!compact || compact.startsWith("//") || compact.startsWith("\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme.toLowerCase());
  // Without a scheme: a path of the site (one that stays one once a browser resolves it:
  // "/.//host" is another host, app/domain/local-path.ts) or an anchor; "x" or "../x" depends
  // on the page it is read on (an editor's slip), so the link becomes its text.
  return isSitePath(compact) || compact.startsWith("#");
}

/** An image the browser can fetch the same from any page: http(s), or a path of the site. */
function isFetchableImage(src: string | undefined): boolean {
  if (!src) return false;
  const compact = compacted(src);
  if (compact.startsWith("//") || compact.startsWith("\\")) return false;
  return /^https?:\/\//i.test(compact) || isSitePath(compact);
}

const isSitePath = (address: string) => address.startsWith("/") && localPath(address) !== null;

/** CMS HTML is untrusted: only presentational tags and safe links survive. */
export function sanitizeContent(html: string): string {
  // Most list answers carry no prose: an empty field costs no parser.
  return html ? sanitizeHtml(html, OPTIONS) : "";
}

/** Plain text for meta descriptions and JSON-LD. */
export function toPlainText(html: string, maxLength = 300): string {
  return shortened(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }), maxLength);
}

/** Text on one line (runs of white space made one space), cut with "…" past `maxLength`. */
export function shortened(text: string, maxLength: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}
