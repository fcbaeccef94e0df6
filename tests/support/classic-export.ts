import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";

/**
 * A bucket written as Cosmic's classic export (the `bucket.json` of Cosmic's public example
 * repositories): everything under `bucket`, objects with `_id` and `type_slug`, values in
 * `metafields` arrays, media with the `location` they were uploaded to. With the specification's
 * object types and field names.
 */

export const CLASSIC = {
  party: "classic-export-night",
  venue: "classic-jungle-club",
  article: "classic-export-article",
  caption: "A night read from a classic Cosmic export",
  lineup: "Classic Selector, Second Classic",
  venueTitle: "Classic Jungle Club",
  venueDescription: "An open-air club in the jungle, exported in the classic format.",
  venueImage: "https://cdn.cosmicjs.com/5f1a-venue-classic.svg",
  articleSummary: "What a classic export holds and how the guide reads it.",
} as const;

const BUCKET_ID = "5f1a0000000000000000aaaa";

function metafield(key: string, type: string, value: unknown, objectType?: string) {
  return {
    key,
    title: key.replace(/_/g, " "),
    type,
    value,
    ...(objectType ? { object_type: objectType } : {}),
    required: false,
    children: null,
  };
}

function object(
  id: string,
  type: string,
  slug: string,
  title: string,
  content: string,
  metafields: ReturnType<typeof metafield>[],
) {
  return {
    _id: id,
    bucket: BUCKET_ID,
    slug,
    title,
    content,
    metafields,
    type_slug: type,
    created: "2026-01-10T12:00:00.000Z",
    created_at: "2026-01-10T12:00:00.000Z",
    modified: "2026-01-11T12:00:00.000Z",
    user_id: "55767c3ffbcf5cbb13000001",
    options: { slug_field: 1, content_editor: 1 },
    status: "published",
    order: 0,
  };
}

function objectType(slug: string, title: string, fields: [string, string, string?][]) {
  return {
    title,
    slug,
    singular: title.replace(/s$/, ""),
    metafields: fields.map(([key, type, objectTypeSlug]) =>
      metafield(key, type, "", objectTypeSlug),
    ),
    options: { slug_field: 1, content_editor: 1 },
    localization: false,
    locales: null,
  };
}

/** Today plus `days` in the destination's zone, as YYYY-MM-DD. */
function cancunDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Cancun" }).format(new Date());
  return new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Writes the export (and the one media file it keeps locally) to a new folder; answers its path. */
export function writeClassicExport(): string {
  const folder = mkdtempSync(join(tmpdir(), "classic-export-"));
  mkdirSync(join(folder, "media"));
  copyFileSync(
    resolve(dirname(DEMO_BUCKET), "media/home-hero.svg"),
    join(folder, "media/party-classic.svg"),
  );
  const exported = {
    bucket: {
      _id: BUCKET_ID,
      slug: "tulum-classic-export",
      title: "Tulum Party (classic export)",
      object_types: [
        objectType("parties", "Parties", [
          ["date", "date"],
          ["start_time", "text"],
          ["caption", "text"],
          ["lineup", "text"],
          ["primary_color", "color"],
          ["main_image", "file"],
          ["show_in_main_page", "switch"],
          ["venue", "object", "venues"],
          ["artist", "objects", "artists"],
          ["brand", "object", "brands"],
        ]),
        objectType("venues", "Venues", [
          ["tags", "text"],
          ["code", "text"],
          ["description", "html-textarea"],
          ["main_image", "file"],
        ]),
        objectType("artists", "Artists", [
          ["genere", "text"],
          ["short", "text"],
        ]),
        objectType("articles", "Articles", [
          ["caption", "text"],
          ["summary", "textarea"],
          ["created_by", "text"],
        ]),
      ],
      links: null,
      objects: [
        object(
          "5f1a00000000000000000001",
          "venues",
          CLASSIC.venue,
          CLASSIC.venueTitle,
          `<p>${CLASSIC.venueDescription}</p>`,
          [
            metafield("tags", "text", "Techno, Jungle"),
            metafield("code", "text", "classic"),
            metafield("description", "html-textarea", `<p>${CLASSIC.venueDescription}</p>`),
            metafield("main_image", "file", "5f1a-venue-classic.svg"),
          ],
        ),
        object("5f1a00000000000000000002", "artists", "classic-selector", "Classic Selector", "", [
          metafield("genere", "text", "Melodic techno"),
          metafield("short", "text", "Plays long melodic sets."),
        ]),
        object("5f1a00000000000000000005", "artists", "second-classic", "Second Classic", "", [
          metafield("genere", "text", "Afro house"),
          metafield("short", "text", "Closes the night."),
        ]),
        object(
          "5f1a00000000000000000003",
          "parties",
          CLASSIC.party,
          "Classic Export Night",
          "<p>Doors at ten; the export carries the rest.</p>",
          [
            metafield("date", "date", cancunDate(3)),
            metafield("start_time", "text", "22:00"),
            metafield("caption", "text", CLASSIC.caption),
            metafield("lineup", "text", CLASSIC.lineup),
            metafield("primary_color", "color", "#0f766e"),
            metafield("main_image", "file", "party-classic.svg"),
            metafield("show_in_main_page", "switch", true),
            metafield("venue", "object", "5f1a00000000000000000001", "venues"),
            // Classic exports join related ids with commas.
            metafield(
              "artist",
              "objects",
              "5f1a00000000000000000002,5f1a00000000000000000005",
              "artists",
            ),
            metafield("brand", "object", "", "brands"),
          ],
        ),
        object(
          "5f1a00000000000000000004",
          "articles",
          CLASSIC.article,
          "Reading a classic export",
          "<p>Everything under bucket, values in metafields.</p>",
          [
            metafield("caption", "text", "Classic exports, read as they are"),
            metafield("summary", "textarea", CLASSIC.articleSummary),
            metafield("created_by", "text", "Guide editors"),
          ],
        ),
      ],
      media: [
        {
          _id: "5f1a0000000000000000bbb1",
          name: "5f1a-venue-classic.svg",
          original_name: "venue-classic.svg",
          size: 1024,
          type: "image/svg+xml",
          bucket: BUCKET_ID,
          created: "2026-01-10T12:00:00.000Z",
          location: "https://cdn.cosmicjs.com",
          folder: null,
        },
      ],
      media_folders: null,
      plugins: [],
    },
  };
  const file = join(folder, "bucket.json");
  writeFileSync(file, JSON.stringify(exported, null, 2));
  return file;
}
