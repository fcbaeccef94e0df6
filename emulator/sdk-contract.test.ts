import { createBucketClient } from "@cosmicjs/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { type Emulator, startEmulator } from "./server.ts";

/** The emulator answers what the official Cosmic SDK asks, in the shapes the SDK expects. */
describe("contract with @cosmicjs/sdk", () => {
  let emulator: Emulator;
  let cosmic: ReturnType<typeof createBucketClient>;
  const readKey = "sdk-contract-read-key";

  beforeAll(async () => {
    emulator = await startEmulator({ bucketFile: DEMO_BUCKET, readKey, bucketSlug: "contract" });
    cosmic = createBucketClient({
      bucketSlug: "contract",
      readKey,
      custom: { apiUrl: emulator.apiUrl, uploadUrl: emulator.apiUrl },
    });
  });
  afterAll(() => emulator?.close());

  it("objects.find with props, limit, skip, sort and a metadata range", async () => {
    const all = await cosmic.objects
      .find({ type: "parties", "metadata.date": { $gt: "2000-01-01", $lt: "2999-01-01" } })
      .props(["slug", "metadata.date"])
      .sort("metadata.date");
    const page = await cosmic.objects
      .find({ type: "parties", "metadata.date": { $gt: "2000-01-01", $lt: "2999-01-01" } })
      .props(["slug", "metadata.date"])
      .limit(5)
      .skip(2)
      .sort("metadata.date");
    expect(page.total).toBe(all.total);
    expect(page.objects).toEqual(all.objects.slice(2, 7));
    expect(Object.keys(page.objects[0]).sort()).toEqual(["metadata", "slug"]);
    const dates = all.objects.map((object: { metadata: { date: string } }) => object.metadata.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("objects.find with $in and $regex/$options", async () => {
    const clubs = await cosmic.objects
      .find({ type: { $in: ["venues", "beach-clubs"] } })
      .props(["type"]);
    const types = new Set(clubs.objects.map((object: { type: string }) => object.type));
    expect([...types].sort()).toEqual(["beach-clubs", "venues"]);
    const nox = await cosmic.objects
      .find({ type: "artists", title: { $regex: "NOX", $options: "i" } })
      .props(["slug"]);
    expect(nox.objects.map((object: { slug: string }) => object.slug)).toContain("nox-verde");
  });

  it("objects.find expands relations with depth", async () => {
    const shallow = await cosmic.objects
      .find({ type: "parties", slug: "zamna-tulum-festival-opening" })
      .props(["metadata.brand"])
      .depth(0);
    expect(typeof shallow.objects[0].metadata.brand).toBe("string");
    const deep = await cosmic.objects
      .find({ type: "parties", slug: "zamna-tulum-festival-opening" })
      .props(["metadata.brand"])
      .depth(1);
    expect(deep.objects[0].metadata.brand.slug).toBe("zamna-tulum");
  });

  it("objects.findOne finds one, and rejects with 404 when there is none", async () => {
    const { object } = await cosmic.objects
      .findOne({ type: "articles", slug: "how-closing-hours-work-in-tulum" })
      .props(["slug", "title"]);
    expect(object.slug).toBe("how-closing-hours-work-in-tulum");
    await expect(
      cosmic.objects.findOne({ type: "articles", slug: "no-such-article" }).props(["slug"]),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("objectTypes.find and findOne", async () => {
    const { object_types } = await cosmic.objectTypes.find();
    const parties = object_types.find((type: { slug: string }) => type.slug === "parties");
    expect(parties.metafields.map((field: { key: string }) => field.key)).toContain("date");
    const { object_type } = await cosmic.objectTypes.findOne("venues");
    expect(object_type.slug).toBe("venues");
    await expect(cosmic.objectTypes.findOne("no-such-type")).rejects.toMatchObject({ status: 404 });
  });

  it("media.find with a query, props, limit and skip", async () => {
    const all = await cosmic.media.find().props(["name", "url", "imgix_url"]);
    expect(all.total).toBeGreaterThan(10);
    expect(all.media[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    const page = await cosmic.media.find().props(["name"]).limit(3).skip(1);
    expect(page.media).toEqual(
      all.media.slice(1, 4).map((item: { name: string }) => ({ name: item.name })),
    );
    const one = await cosmic.media
      .find({ name: "venue-ahau-tulum.svg" })
      .props(["name", "alt_text"]);
    expect(one.media).toEqual([{ name: "venue-ahau-tulum.svg", alt_text: "Ahau Tulum" }]);
  });

  it("refuses a wrong read key", async () => {
    const stranger = createBucketClient({
      bucketSlug: "contract",
      readKey: "wrong-key",
      custom: { apiUrl: emulator.apiUrl, uploadUrl: emulator.apiUrl },
    });
    await expect(stranger.objectTypes.find()).rejects.toMatchObject({ status: 401 });
  });
});
