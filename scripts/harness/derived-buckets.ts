import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { DEMO_TYPES } from "#scripts/demo-bucket/object-types.ts";
import { DEMO_BUCKET } from "./emulator-env.ts";

/**
 * Buckets made from the demo bucket for tests that need the same pages on other content: one
 * holding only the object types the product specification lists, one full of what careless or
 * hostile editors write. Both keep the demo's media folder.
 */

const bucketSchema = z
  .object({
    object_types: z.array(z.object({ slug: z.string() }).loose()),
    objects: z.array(
      z
        .object({
          slug: z.string(),
          type: z.string(),
          content: z.string().optional(),
          locale: z.string().optional(),
          metadata: z.record(z.string(), z.unknown()),
        })
        .loose(),
    ),
  })
  .loose();
type Bucket = z.infer<typeof bucketSchema>;

function readDemo(): Bucket {
  return bucketSchema.parse(JSON.parse(readFileSync(DEMO_BUCKET, "utf8")));
}

function write(name: string, bucket: Bucket): string {
  const file = join(mkdtempSync(join(tmpdir(), `${name}-`)), "bucket.json");
  writeFileSync(
    file,
    JSON.stringify({ ...bucket, media_folder: resolve(dirname(DEMO_BUCKET), "media") }),
  );
  return file;
}

/** Types this project added on top of the destination's existing Cosmic bucket. */
const PROJECT_TYPES = new Set(["pages", "photo-galleries"]);

/** The object types of the destination's existing Cosmic bucket (docs/product.md#content-types). */
export const SPEC_OBJECT_TYPES = DEMO_TYPES.filter((type) => !PROJECT_TYPES.has(type));

/** The demo bucket without the types this project added (`pages`, `photo-galleries`). */
export function writeSpecTypesBucket(): string {
  const demo = readDemo();
  const kept = new Set(SPEC_OBJECT_TYPES);
  return write("spec-types", {
    ...demo,
    object_types: demo.object_types.filter((type) => kept.has(type.slug)),
    objects: demo.objects.filter((object) => kept.has(object.type)),
  });
}

/** What an editor can paste into a rich-text field, on purpose or not. */
export const HOSTILE_HTML = [
  `<p>Doors at ten.<script>alert("xss")</script></p>`,
  `<p onmouseover="alert(1)" style="color:#111">Styled <b>and <i>unclosed</p>`,
  `<img src="https://cdn.example.com/no-alt.jpg">`,
  `<img src="https://cdn.example.com/x" onerror="alert(1)">`,
  `<p><a href="javascript:alert(1)">Tickets</a> and <a href=" java\nscript:alert(2)">more</a></p>`,
  `<p><a>an anchor with no address</a> and <a href="//evil.example/x">a protocol-relative one</a></p>`,
  `<h2 id="bad id" class="x">A heading with an id</h2><h2 id="bad id">The same id again</h2>`,
  `<iframe src="https://evil.example/"></iframe><object data="x"></object>`,
  `<table><tr><td>a table</td></tr></table><form action="/x"><input name="q"></form>`,
  `<p>"><svg onload=alert(1)>&lt;script&gt;</p>`,
].join("");

const HOSTILE_TEXT = `"><img src=x onerror=alert(1)> <script>alert(1)</script>`;
/** Dark on the dark card: contrast 1.1:1 unless the site corrects it. */
export const UNREADABLE_COLOUR = "#220011";

/** A party whose date no one can read: left out of every list, its page a 404. */
export const DRIFTED_PARTY = "day-zero-tulum-jungle";

/** The demo bucket with hostile rich text, alt-less images, unreadable colours and broken links. */
export function writeHostileBucket(): string {
  const demo = readDemo();
  const objects = demo.objects.map((object) => {
    const metadata = { ...object.metadata };
    const hostile = { ...object, metadata };
    switch (object.type) {
      case "parties":
      case "cabo-parties":
        hostile.content = HOSTILE_HTML;
        metadata.extra_content = HOSTILE_HTML;
        metadata.caption = HOSTILE_TEXT;
        metadata.primary_color = UNREADABLE_COLOUR;
        metadata.secondary_color = UNREADABLE_COLOUR;
        metadata.tickets_link = "javascript:alert(1)";
        metadata.reservations_link = "not a link";
        metadata.event_link = "//evil.example/";
        // Schema drift: wrong types and a field the site does not know.
        metadata.lineup = ["not", "a", "string"];
        metadata.hide_from_calendar = "no";
        metadata.renamed_in_2027 = { nested: true };
        // The default-language object only: its Spanish version stays readable.
        if (object.slug === DRIFTED_PARTY && !("locale" in object)) metadata.date = "next friday";
        break;
      case "articles":
      case "pages":
      case "venues":
      case "beach-clubs":
      case "cancun-clubs":
      case "playa-del-carmen-clubs":
      case "artists":
      case "brands":
        hostile.content = HOSTILE_HTML;
        if (typeof metadata.description === "string") metadata.description = HOSTILE_HTML;
        metadata.primary_color = UNREADABLE_COLOUR;
        metadata.secondary_color = "#000";
        if (object.type === "artists") metadata.spotify_listeners = "lots";
        if (object.type === "venues") metadata.tags = "VIP";
        break;
      case "faqs":
        // Editors type categories freely: spaces, accents, case.
        metadata.category = object.slug.length % 2 ? "Getting there" : "getting  THERE";
        metadata.answer = HOSTILE_HTML;
        hostile.content = HOSTILE_HTML;
        break;
      default:
        if (typeof object.content === "string" && object.content) hostile.content = HOSTILE_HTML;
    }
    return hostile;
  });
  return write("hostile", { ...demo, objects });
}

/** The party only editors see (status draft), and the party an editor is rewriting. */
export const DRAFT_PARTY = { slug: "preview-only-party", title: "Preview Only Party" };

/** The demo bucket plus a draft party: a copy of the first party, unpublished. */
export function writeDraftBucket(): string {
  const demo = readDemo();
  const party = demo.objects.find((object) => object.type === "parties" && !("locale" in object));
  if (!party) throw new Error("the demo bucket has no party");
  const draft = {
    ...party,
    id: "64f0000000000000000d7af7",
    slug: DRAFT_PARTY.slug,
    title: DRAFT_PARTY.title,
    status: "draft",
  };
  return write("drafts", { ...demo, objects: [...demo.objects, draft] });
}

/** The article the English-only bucket keeps without its Spanish version. */
export const ENGLISH_ONLY_ARTICLE = {
  slug: "a-first-timer-s-night-out-on-the-beach-road",
  title: "A first-timer's night out on the beach road",
};

/**
 * The demo bucket with one article in English only, as an editor leaves a text not yet
 * translated: every demo object has a Spanish version, and the site's fallback needs one without.
 */
export function writeEnglishOnlyBucket(): string {
  const demo = readDemo();
  const isSpanishVersion = (object: Bucket["objects"][number]) =>
    object.type === "articles" &&
    object.slug === ENGLISH_ONLY_ARTICLE.slug &&
    object.locale === "es";
  if (!demo.objects.some(isSpanishVersion))
    throw new Error(`the demo bucket has no Spanish ${ENGLISH_ONLY_ARTICLE.slug}`);
  return write("english-only", {
    ...demo,
    objects: demo.objects.filter((object) => !isSpanishVersion(object)),
  });
}

/** The DJ set the slipped bucket moves a week away from its party's night. */
export const SLIPPED_SET = "set-1-nox-sonora";

/** The page of the party the slipped set belongs to (its `event_link`). */
export function slippedSetPartyPath(): string {
  const set = readDemo().objects.find((object) => object.slug === SLIPPED_SET);
  const link = set?.metadata.event_link;
  if (typeof link !== "string") throw new Error(`${SLIPPED_SET} has no event_link`);
  return link;
}

/** The demo bucket with an editor's slip: one DJ-schedule set dated a week after its party. */
export function writeSlippedSetBucket(): string {
  const demo = readDemo();
  const objects = demo.objects.map((object) => {
    if (object.type !== "dj-schedule" || object.slug !== SLIPPED_SET) return object;
    const date = object.metadata.date;
    if (typeof date !== "string") throw new Error(`${SLIPPED_SET} has no date`);
    const moved = new Date(`${date}T00:00:00Z`);
    moved.setUTCDate(moved.getUTCDate() + 7);
    return { ...object, metadata: { ...object.metadata, date: moved.toISOString().slice(0, 10) } };
  });
  if (!demo.objects.some((object) => object.slug === SLIPPED_SET))
    throw new Error(`the demo bucket has no ${SLIPPED_SET}`);
  return write("slipped-set", { ...demo, objects });
}

/** The types a guide gathers over years: parties of every kind, their sets, DJs, articles. */
const GROWING_TYPES = new Set([
  "parties",
  "mini-parties",
  "isla-parties",
  "cabo-parties",
  "dj-schedule",
  "artists",
  "articles",
]);

/** The days a spread copy moves: most back over five years, every tenth ahead over six months. */
type BucketLayout = "stacked" | "spread" | "history";

function copyOffsetDays(copy: number, factor: number, layout: BucketLayout): number {
  if (layout === "stacked") return 0;
  return copy % 10 === 0 && layout === "spread"
    ? Math.round((180 * copy) / factor)
    : -Math.round((5 * 365 * copy) / factor);
}

function shiftedDate(value: unknown, days: number): unknown {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What growing a bucket reads of each object (the rest is copied as it is). */
const grownBucketSchema = z
  .object({
    objects: z.array(
      z.looseObject({
        id: z.string(),
        slug: z.string(),
        title: z.string(),
        type: z.string(),
        metadata: z.record(z.string(), z.unknown()).optional(),
      }),
    ),
  })
  .loose();

/**
 * The demo bucket grown `factor` times (issue 40): every growing object copied with its own id,
 * slug and title; relations keep pointing at the demo's objects. `stacked` (the default) keeps
 * the copies on their originals' dates, so each night holds `factor` times the parties: the
 * worst case for a night's lists. `spread` moves each copy's dates (parties of every kind and
 * their sets together, a set's party link following its copy) as a guide's history grows: most
 * copies over the five years back, every tenth over the six months ahead; `history` moves
 * every copy back (a long past, the same future). Written to a temporary file, whose path is
 * returned.
 */
export function scaledBucket(factor: number, layout: BucketLayout = "stacked"): string {
  const bucket = grownBucketSchema.parse(JSON.parse(readFileSync(DEMO_BUCKET, "utf8")));
  const extra = [];
  for (let copy = 1; copy < factor; copy++) {
    const days = copyOffsetDays(copy, factor, layout);
    for (const object of bucket.objects) {
      if (!GROWING_TYPES.has(object.type)) continue;
      const metadata = object.metadata ?? {};
      const link = metadata.event_link;
      extra.push({
        ...object,
        id: `${object.id}x${copy}`,
        slug: `${object.slug}-x${copy}`,
        title: `${object.title} ${copy}`,
        ...(days === 0
          ? {}
          : {
              metadata: {
                ...metadata,
                date: shiftedDate(metadata.date, days),
                previous_date: shiftedDate(metadata.previous_date, days),
                ...(typeof link === "string" ? { event_link: `${link}-x${copy}` } : {}),
              },
            }),
      });
    }
  }
  const grown = {
    ...bucket,
    objects: [...bucket.objects, ...extra],
    media_folder: join(dirname(DEMO_BUCKET), "media"),
  };
  const file = join(mkdtempSync(join(tmpdir(), "bucket-")), `bucket-${layout}-${factor}.json`);
  writeFileSync(file, JSON.stringify(grown));
  return file;
}

/** The brand whose history the long-history bucket grows. */
export const LONG_HISTORY_BRAND = "zamna-tulum";
export const LONG_HISTORY_PAST_PARTIES = 261;

/**
 * The demo grown twenty times over five years back (`scaledBucket(20, "history")`), where a
 * brand's editors also listed 261 past parties (its `past_parties` relation, both languages):
 * a page must show the latest of an object's history and count the rest, not carry it all.
 */
export function writeLongHistoryBucket(): string {
  const file = scaledBucket(20, "history");
  const bucket = grownBucketSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const past = bucket.objects
    .filter((object) => object.type === "parties" && object.slug.includes("-x"))
    .slice(0, LONG_HISTORY_PAST_PARTIES)
    .map((party) => party.id);
  for (const object of bucket.objects)
    if (object.type === "brands" && object.slug === LONG_HISTORY_BRAND)
      object.metadata = { ...object.metadata, past_parties: past };
  writeFileSync(file, JSON.stringify(bucket));
  return file;
}

/**
 * The demo bucket with a beach club editors added in Cosmic that the static directory does not
 * know (`COSMIC_ONLY_CLUB`): its page reads the venue from Cosmic alone.
 */
export const COSMIC_ONLY_CLUB = "selva-nocturna-tulum";
export function writeCosmicOnlyClubBucket(): string {
  const demo = readDemo();
  const club = (id: string, locale?: string) => ({
    id,
    slug: COSMIC_ONLY_CLUB,
    title: "Selva Nocturna",
    type: "beach-clubs",
    status: "published",
    content: "<p>A beach club south of the hotel zone.</p>",
    metadata: { tags: "", code: "selva", description: "", opening_hours: "", days_open: [] },
    created_at: "2026-01-01T12:00:00.000Z",
    modified_at: "2026-01-01T12:00:00.000Z",
    published_at: "2026-01-01T12:00:00.000Z",
    ...(locale ? { locale } : {}),
  });
  return write("cosmic-only-club", {
    ...demo,
    objects: [
      ...demo.objects,
      club("64f0000000000000000fa001"),
      club("64f0000000000000000fa002", "es"),
    ],
  });
}
