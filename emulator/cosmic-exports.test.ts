import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createBucketClient } from "@cosmicjs/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadBucketFile, loadSummary } from "./bucket.ts";
import { startEmulator } from "./server.ts";

/** Issue 32: what Cosmic really exports loads, and the emulator answers as Cosmic documents. */
const CORPUS = resolve(import.meta.dirname, "../tests/fixtures/cosmic-exports");
const KEY = "exports-read-key";

function writeJson(value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "cosmic-export-")), "bucket.json");
  writeFileSync(file, JSON.stringify(value));
  return file;
}

const withObjects = z.object({ objects: z.array(z.record(z.string(), z.unknown())) });
const withObject = z.object({ object: z.record(z.string(), z.unknown()) });

async function serve(bucketFile: string, strict = false) {
  const emulator = await startEmulator({ bucketFile, readKey: KEY, bucketSlug: "b", strict });
  const get = async (path: string, params: Record<string, string> = {}) => {
    const search = new URLSearchParams({ read_key: KEY, ...params });
    const response = await fetch(`${emulator.apiUrl}/buckets/b/${path}?${search}`);
    return { status: response.status, text: await response.text() };
  };
  return { emulator, get };
}

/** Shapes Cosmic's classic exports use that no export in the corpus shows. */
const GENERATED = {
  bucket: {
    slug: "generated-shapes",
    object_types: [
      {
        slug: "posts",
        title: "Posts",
        metafields: [
          { key: "summary", type: "text", children: false },
          { key: "gallery", type: "repeater", children: null },
          { key: "author", type: "object", object_type: "authors", children: null },
        ],
      },
      { slug: "authors", title: "Authors", singular: "Author" },
    ],
    objects: [
      {
        _id: "a1",
        slug: "no-status",
        title: "No status",
        type_slug: "posts",
        status: null,
        created: "2019-01-02T00:00:00.000Z",
        metafields: [
          { key: "summary", type: "text", value: "Read as published", children: false },
          {
            key: "gallery",
            type: "repeater",
            repeater_fields: [{ key: "photo", type: "file" }],
            children: [
              {
                type: "repeating_item",
                children: [
                  { key: "photo", type: "file", value: "listed.jpg" },
                  { key: "caption", type: "text", value: "One" },
                ],
              },
              {
                type: "repeating_item",
                children: [
                  { key: "photo", type: "file", value: "unlisted.jpg" },
                  { key: "caption", type: "text", value: "Two" },
                ],
              },
            ],
          },
          { key: "", type: "text", value: "a field with no key" },
          { key: "author", type: "object", value: "b1", children: null },
          {
            key: "seo",
            type: "parent",
            children: [{ key: "title", type: "text", value: "Nested", children: false }],
          },
        ],
      },
      { _id: "a2", slug: "missing-status", title: "Missing status", type_slug: "posts" },
      { _id: "a3", slug: "a-draft", title: "Draft", type_slug: "posts", status: "draft" },
      { _id: "a4", slug: "typeless", title: "No type" },
      { _id: "b1", slug: "ana", title: "Ana", type_slug: "authors", status: "published" },
    ],
    media: [
      {
        name: "listed.jpg",
        location: "https://cdn.cosmicjs.com",
        size: 2048,
        type: "image/jpeg",
        folder: "photos",
        created: "2019-01-01T00:00:00.000Z",
      },
      { name: "logo.png", location: "https://cdn.cosmicjs.com", size: 10, type: "image/png" },
    ],
  },
};

describe("loading Cosmic's exports", () => {
  it("reads the shapes classic exports use, and reports what it left out or guessed", () => {
    const bucket = loadBucketFile(writeJson(GENERATED));
    const bySlug = new Map(bucket.objects.map((object) => [object.slug, object]));
    expect([...bySlug.keys()]).toEqual(["no-status", "missing-status", "a-draft", "ana"]);
    expect(bySlug.get("no-status")?.status).toBe("published");
    expect(bySlug.get("missing-status")?.status).toBe("published");
    expect(bySlug.get("a-draft")?.status).toBe("draft");
    expect(bySlug.get("no-status")?.metadata).toEqual({
      summary: "Read as published",
      gallery: [
        {
          photo: {
            url: "https://cdn.cosmicjs.com/listed.jpg",
            imgix_url: "https://imgix.cosmicjs.com/listed.jpg",
          },
          caption: "One",
        },
        {
          photo: {
            url: "https://cdn.cosmicjs.com/unlisted.jpg",
            imgix_url: "https://imgix.cosmicjs.com/unlisted.jpg",
          },
          caption: "Two",
        },
      ],
      author: "b1",
      seo: { title: "Nested" },
    });
    expect(bucket.report).toMatchObject({ format: "Cosmic classic export", loaded: 4, skipped: 1 });
    expect(bucket.report.warnings).toEqual([
      'posts "no-status" field "gallery.photo": file "unlisted.jpg" is not in the export\'s media list; served from Cosmic\'s CDN URL',
      'posts "no-status": a text field with no key, left out',
      'object #3 "typeless": no object type, skipped',
    ]);
    expect(loadSummary("bucket.json", bucket)).toBe(
      "bucket bucket.json (Cosmic classic export): 4 objects loaded, 1 skipped, 3 warnings (npm run bucket:check -- FILE lists them)",
    );
  });

  it("fills the dates an object lacks the same way every time, in file order", () => {
    const first = loadBucketFile(writeJson(GENERATED));
    const second = loadBucketFile(writeJson(GENERATED));
    const dates = first.objects.map((object) => object.created_at);
    expect(dates).toEqual(second.objects.map((object) => object.created_at));
    expect(dates[0]).toBe("2019-01-02T00:00:00.000Z");
    expect(dates.slice(1)).toEqual([...dates.slice(1)].sort());
    for (const object of first.objects) expect(object.modified_at).toBeTruthy();
  });

  it("refuses a file that is no Cosmic export, naming the formats it reads", () => {
    expect(() => loadBucketFile(writeJson({ posts: [{ title: "x" }] }))).toThrow(
      /Cosmic's classic export.*Cosmic's newer export \(version "2"/,
    );
  });

  it("reads the newer export layout (version 2, lists at the top)", () => {
    const bucket = loadBucketFile(join(CORPUS, "cosmic-slideshow-v2.json"));
    expect(bucket.report.format).toBe("Cosmic export (version 2)");
    expect(bucket.bucket.slug).toBe("year-end-wrap-up-2024");
    expect(bucket.objects).toHaveLength(3);
    // The slides name image files the export lists nowhere: Cosmic's CDN URL, and a warning each.
    expect(bucket.report.warnings).toHaveLength(3);
    expect(bucket.objects[0]?.metadata.slide_image).toEqual({
      url: "https://cdn.cosmicjs.com/afdaeb50-b8c6-11ef-bee4-3bb1d3c55332-cosmic-year-2024.png",
      imgix_url:
        "https://imgix.cosmicjs.com/afdaeb50-b8c6-11ef-bee4-3bb1d3c55332-cosmic-year-2024.png",
    });
  });
  it("reads a 2018 boilerplate export: status null is published, a relation by id, media on S3", () => {
    const bucket = loadBucketFile(join(CORPUS, "medical-professional.json"));
    expect(bucket.report.warnings).toEqual([]);
    expect(bucket.objects.map((object) => [object.slug, object.status])).toEqual([
      ["chad-henly", "published"],
      ["contact-form", "published"],
      ["a-very-important-topic-your-health", "published"],
      ["about-us", "published"],
    ]);
    expect(bucket.objects[2]?.metadata).toMatchObject({
      author: "5a9d384785e79769d995433a",
      hero: {
        url: "https://s3-us-west-2.amazonaws.com/cosmicjs/71f30d70-52d3-11e6-a069-734be6eb1ef6-shutterstock_208763188.png",
      },
    });
  });

  it("reads a 2015 classic export: keyless fields of a type, a select-dropdown, media folders", async () => {
    const file = join(CORPUS, "wedding-site.json");
    const bucket = loadBucketFile(file);
    expect(bucket.objects.map((object) => object.slug)).toEqual([
      "main-menu",
      "lacey-sternhart",
      "chad-henly",
      "site-top",
      "registry",
    ]);
    // Its Bridesmaids type lists two fields without a key; three file values name files the
    // media list does not hold (the media were renamed when the bucket was copied).
    expect(bucket.report.warnings).toEqual([
      'object type "bridesmaids": a file field with no key, left out of its model',
      'object type "bridesmaids": a text field with no key, left out of its model',
      expect.stringMatching(/^bridesmaids "lacey-sternhart" field "image": file .* is not in/),
      expect.stringMatching(/^groomsmen "chad-henly" field "image": file .* is not in/),
      expect.stringMatching(/^sections "site-top" field "hero": file .* is not in/),
    ]);
    expect(bucket.objects[3]?.metadata).toMatchObject({ icon: "heart", date: "3.22.16" });
    const { emulator, get } = await serve(file, true);
    try {
      const types = z
        .object({ object_type: z.object({ metafields: z.array(z.unknown()) }) })
        .parse(JSON.parse((await get("object-types/bridesmaids")).text));
      expect(types.object_type.metafields).toEqual([]);
      const folder = z
        .object({ media: z.array(z.object({ name: z.string(), folder: z.string() })) })
        .parse(JSON.parse((await get("media", { query: '{"folder":"bridesmaids"}' })).text));
      expect(folder.media.map((item) => item.folder)).toEqual(["bridesmaids", "bridesmaids"]);
    } finally {
      await emulator.close();
    }
  });
});

describe("the emulator answers as Cosmic documents", () => {
  let served: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    // An author whose favourite post is the post that names the author: a circular relation.
    const { object_types: types, objects } = GENERATED.bucket;
    const circular = {
      bucket: {
        ...GENERATED.bucket,
        object_types: [
          types[0],
          {
            slug: "authors",
            title: "Authors",
            singular: "Author",
            metafields: [{ key: "favourite", type: "object", object_type: "posts" }],
          },
        ],
        objects: [
          ...objects.slice(0, 4),
          { ...objects[4], metafields: [{ key: "favourite", type: "object", value: "a1" }] },
        ],
      },
    };
    served = await serve(writeJson(circular), true);
  });
  afterAll(() => served?.emulator.close());

  it("GET /objects/:id, with props and depth; a draft only with status=any", async () => {
    const one = await served.get("objects/a1", { props: "slug,metadata.author", depth: "1" });
    expect(one.status).toBe(200);
    expect(withObject.parse(JSON.parse(one.text)).object).toEqual({
      slug: "no-status",
      metadata: { author: expect.objectContaining({ slug: "ana" }) },
    });
    expect((await served.get("objects/a3")).status).toBe(404);
    expect((await served.get("objects/a3", { status: "any" })).status).toBe(200);
    expect((await served.get("objects/nothing")).status).toBe(404);
  });

  it("cuts a circular relation instead of expanding it again", async () => {
    const answer = await served.get("objects/a1", { props: "metadata.author", depth: "3" });
    const author = withObject.parse(JSON.parse(answer.text)).object.metadata;
    expect(author).toEqual({
      author: expect.objectContaining({
        slug: "ana",
        metadata: { favourite: "a1" },
      }),
    });
  });

  it("pretty=true indents; after= pages on from an object", async () => {
    const pretty = await served.get("objects", { query: '{"type":"posts"}', pretty: "true" });
    expect(pretty.text).toContain('\n  "objects": [');
    const after = await served.get("objects", {
      query: '{"type":"posts"}',
      props: "id",
      after: "a1",
      status: "any",
    });
    expect(withObjects.parse(JSON.parse(after.text)).objects).toEqual([{ id: "a2" }, { id: "a3" }]);
  });

  it("object types carry id, singular, singleton and dates", async () => {
    const answer = z
      .object({ object_types: z.array(z.record(z.string(), z.unknown())) })
      .parse(JSON.parse((await served.get("object-types")).text));
    expect(answer.object_types[1]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: "authors",
      singular: "Author",
      singleton: false,
      created_at: expect.any(String),
      modified_at: expect.any(String),
    });
  });

  it("media carry size, type, folder and created_at, and are queried and sorted by them", async () => {
    const media = async (params: Record<string, string>) =>
      z
        .object({ media: z.array(z.record(z.string(), z.unknown())) })
        .parse(JSON.parse((await served.get("media", params)).text)).media;
    const [listed] = await media({ query: '{"folder":"photos"}' });
    expect(listed).toMatchObject({
      name: "listed.jpg",
      size: 2048,
      type: "image/jpeg",
      folder: "photos",
      created_at: "2019-01-01T00:00:00.000Z",
    });
    expect((await media({ query: '{"type":"image/png"}' })).map((item) => item.name)).toEqual([
      "logo.png",
    ]);
    const newestFirst = await media({ sort: "-created_at" });
    expect(newestFirst.map((item) => item.name)).toEqual(["logo.png", "listed.jpg"]);
  });

  it("strict mode refuses sort keys Cosmic does not document; title and metadata.KEY pass", async () => {
    for (const sort of ["slug", "-published_at", "type"]) {
      const answer = await served.get("objects", { query: '{"type":"posts"}', sort });
      expect(answer.status, sort).toBe(400);
      expect(answer.text).toContain("is not one Cosmic documents");
    }
    for (const sort of ["title", "-created_at", "modified_at", "metadata.summary", "random"]) {
      expect((await served.get("objects", { query: '{"type":"posts"}', sort })).status).toBe(200);
    }
  });
});

/**
 * An object's metadata as the export holds it, with each related object's id expanded at
 * depth 1 into that object (its id, slug and title; the emulator's own expansion is what is tested).
 */
function expectedMetadata(
  bucket: ReturnType<typeof loadBucketFile>,
  object: ReturnType<typeof loadBucketFile>["objects"][number],
  depth: number,
): Record<string, unknown> {
  const fields = bucket.object_types.find((type) => type.slug === object.type)?.metafields ?? [];
  const related = (id: unknown) => {
    const found = bucket.objects.find((candidate) => candidate.id === id);
    return found
      ? expect.objectContaining({ id: found.id, slug: found.slug, title: found.title })
      : id;
  };
  const metadata: Record<string, unknown> = { ...object.metadata };
  if (depth === 0) return metadata;
  for (const field of fields) {
    const value = metadata[field.key];
    if (field.type === "object" && typeof value === "string") metadata[field.key] = related(value);
    if (field.type === "objects" && Array.isArray(value)) metadata[field.key] = value.map(related);
  }
  return metadata;
}

describe("real exports through the official SDK", () => {
  for (const name of [
    "localization-example.json",
    "cosmic-slideshow-v2.json",
    "wedding-site.json",
    "medical-professional.json",
  ]) {
    it(`${name}: every published object and metafield value, at depth 0 and 1`, async () => {
      const file = join(CORPUS, name);
      const bucket = loadBucketFile(file);
      const { emulator } = await serve(file, true);
      try {
        const cosmic = createBucketClient({
          bucketSlug: "b",
          readKey: KEY,
          custom: { apiUrl: emulator.apiUrl, uploadUrl: emulator.apiUrl },
        });
        for (const type of bucket.object_types) {
          const published = bucket.objects.filter(
            (object) => object.type === type.slug && object.status === "published",
          );
          if (published.length === 0) {
            // Cosmic answers an empty list with 404 "No objects found", which the SDK throws.
            await expect(cosmic.objects.find({ type: type.slug })).rejects.toThrow(
              "No objects found",
            );
            continue;
          }
          for (const depth of [0, 1]) {
            const answer = z
              .object({ objects: z.array(z.record(z.string(), z.unknown())), total: z.number() })
              .parse(await cosmic.objects.find({ type: type.slug }).depth(depth));
            expect(answer.total).toBe(published.length);
            expect(answer.objects.map((object) => object.id)).toEqual(
              published.map((object) => object.id),
            );
            for (const [index, object] of answer.objects.entries()) {
              const stored = published[index];
              expect(object.metadata).toEqual(stored && expectedMetadata(bucket, stored, depth));
              expect(object.title).toBe(published[index]?.title);
            }
          }
          const first = published[0];
          if (first) {
            const one = z
              .object({ object: z.record(z.string(), z.unknown()) })
              .parse(await cosmic.objects.findOne({ type: type.slug, slug: first.slug }));
            expect(one.object.id).toBe(first.id);
          }
        }
      } finally {
        await emulator.close();
      }
    });
  }
});
