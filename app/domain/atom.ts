import { FEED_EPOCH } from "./ics.ts";
/**
 * Atom feeds (RFC 4287) for feed readers: the same coming parties a calendar feed holds, one
 * entry each. Every value is escaped as XML text, and characters XML 1.0 cannot carry are
 * dropped, so CMS text can never close an element or break a reader's parser.
 */

export interface AtomEntry {
  /** Stable across reads and languages of the same party: readers keep one entry per id. */
  id: string;
  title: string;
  url: string;
  /** When its editor last saved it: a reader shows a changed party as changed. */
  updated?: Date;
  summary: string;
}

export interface AtomFeed {
  title: string;
  /** The feed's own address: its id and its rel="self" link. */
  selfUrl: string;
  /** The page the feed follows. */
  pageUrl: string;
  language: string;
  author: string;
  entries: readonly AtomEntry[];
}

/** A feed or an entry with no save to date it is dated at the feeds' fixed moment. */
const NO_ENTRY_UPDATED = new Date(FEED_EPOCH);

const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(value: string): string {
  return value
    .replace(NOT_IN_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const stamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function buildAtom(feed: AtomFeed): string {
  const updated = feed.entries.reduce(
    (latest, entry) => (entry.updated && entry.updated > latest ? entry.updated : latest),
    NO_ENTRY_UPDATED,
  );
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${xmlText(entry.id)}</id>`,
      `    <title>${xmlText(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>`,
      `    <updated>${stamp(entry.updated ?? NO_ENTRY_UPDATED)}</updated>`,
      `    <summary>${xmlText(entry.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `  <id>${xmlText(feed.selfUrl)}</id>`,
    `  <title>${xmlText(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(feed.pageUrl)}"/>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <author><name>${xmlText(feed.author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
