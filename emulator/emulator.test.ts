import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tonightIn } from "#app/domain/time/index.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { demoToday, type Emulator, startEmulator } from "./server.ts";

const KEY = "fixture-read-key";
let emulator: Emulator;

const objects = [
  fixtureObject("v1", "venues", "bonbonniere-tulum", { owner: "a1" }),
  fixtureObject("v2", "venues", "papaya-playa-tulum"),
  fixtureObject("a1", "artists", "nox-verde", {
    genre: "techno",
    rank: 3,
    tags: ["night", "jungle"],
  }),
  fixtureObject("a2", "artists", "itzel-kaan", { genre: "house", rank: 1, tags: ["day"] }),
  fixtureObject("a3", "artists", "coral-tides", { genre: "Techno", rank: 2, tags: ["night"] }),
  fixtureObject("p1", "parties", "deep-night", {
    date: "2026-01-12",
    main_image: "poster.svg",
    venue: "v1",
    artist: ["a1", "a2"],
    show: true,
  }),
  fixtureObject("p2", "parties", "sunset-sessions", {
    date: "2026-01-10",
    venue: "v2",
    artist: [],
    show: false,
  }),
  fixtureObject("p3", "parties", "jungle-disco", {
    date: "2026-01-11",
    venue: "v1",
    artist: ["a3"],
    show: true,
  }),
  fixtureObject("p4", "parties", "draft-party", { date: "2026-01-13" }, { status: "draft" }),
];

beforeAll(async () => {
  emulator = await startEmulator({
    bucketFile: writeFixtureBucket(objects, { dates_relative_to: "2026-01-01" }),
    readKey: KEY,
    today: () => "2026-01-01",
  });
});
afterAll(() => emulator.close());

interface Answer {
  status: number;
  body: {
    objects?: Record<string, unknown>[];
    total?: number;
    limit?: number;
    status?: number;
    message?: string;
  };
}

async function get(params: Record<string, string | number | object>, key = KEY): Promise<Answer> {
  const search = new URLSearchParams({ read_key: key });
  for (const [name, value] of Object.entries(params)) {
    search.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const response = await fetch(`${emulator.apiUrl}/buckets/fixture/objects?${search}`);
  return { status: response.status, body: await response.json() };
}

const slugs = (answer: Answer) => answer.body.objects?.map((o) => o.slug);

describe("emulator: the Cosmic objects endpoint", () => {
  it("answers 200 with objects, total and limit", async () => {
    const answer = await get({ query: { type: "parties" } });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    expect(answer.body.limit).toBe(1000);
    expect(slugs(answer)).toEqual(["deep-night", "sunset-sessions", "jungle-disco"]);
  });

  it("answers 401 for a wrong or missing read key", async () => {
    expect((await get({ query: { type: "parties" } }, "wrong")).status).toBe(401);
    const response = await fetch(`${emulator.apiUrl}/buckets/fixture/objects`);
    expect(response.status).toBe(401);
  });

  it("answers 400 for malformed query JSON, unknown operators and bad numbers", async () => {
    const search = new URLSearchParams({ read_key: KEY, query: "{not json" });
    const response = await fetch(`${emulator.apiUrl}/buckets/fixture/objects?${search}`);
    expect(response.status).toBe(400);
    expect((await get({ query: { type: "parties", slug: { $where: "1" } } })).status).toBe(400);
    expect((await get({ query: { type: "parties" }, limit: "ten" })).status).toBe(400);
    expect((await get({ query: { slug: { $regex: "(" } } })).status).toBe(400);
  });

  it("answers 404 with Cosmic's body when nothing matches", async () => {
    const answer = await get({ query: { type: "parties", slug: "nope" } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404 });
    expect(typeof answer.body.message).toBe("string");
  });

  it("answers 404 for another bucket", async () => {
    const response = await fetch(`${emulator.apiUrl}/buckets/other/objects?read_key=${KEY}`);
    expect(response.status).toBe(404);
  });
});

describe("emulator: query operators on dot paths", () => {
  it.each([
    ["$eq", { "metadata.genre": { $eq: "house" } }, ["itzel-kaan"]],
    ["implicit equality", { "metadata.genre": "house" }, ["itzel-kaan"]],
    ["$ne", { "metadata.genre": { $ne: "house" } }, ["nox-verde", "coral-tides"]],
    ["$gt", { "metadata.rank": { $gt: 2 } }, ["nox-verde"]],
    ["$gte", { "metadata.rank": { $gte: 2 } }, ["nox-verde", "coral-tides"]],
    ["$lt", { "metadata.rank": { $lt: 2 } }, ["itzel-kaan"]],
    ["$lte", { "metadata.rank": { $lte: 2 } }, ["itzel-kaan", "coral-tides"]],
    ["$in", { slug: { $in: ["nox-verde", "coral-tides"] } }, ["nox-verde", "coral-tides"]],
    ["$nin", { slug: { $nin: ["nox-verde", "coral-tides"] } }, ["itzel-kaan"]],
    ["$all", { "metadata.tags": { $all: ["night", "jungle"] } }, ["nox-verde"]],
    ["array contains", { "metadata.tags": "night" }, ["nox-verde", "coral-tides"]],
    [
      "$exists true",
      { "metadata.genre": { $exists: true } },
      ["nox-verde", "itzel-kaan", "coral-tides"],
    ],
    [
      "$exists false",
      { "metadata.missing": { $exists: false } },
      ["nox-verde", "itzel-kaan", "coral-tides"],
    ],
    ["$regex", { "metadata.genre": { $regex: "^tech" } }, ["nox-verde"]],
    [
      "$regex $options i",
      { "metadata.genre": { $regex: "^tech", $options: "i" } },
      ["nox-verde", "coral-tides"],
    ],
    ["$not", { "metadata.genre": { $not: { $regex: "house" } } }, ["nox-verde", "coral-tides"]],
    [
      "$and",
      { $and: [{ "metadata.rank": { $gte: 2 } }, { "metadata.tags": "night" }] },
      ["nox-verde", "coral-tides"],
    ],
    ["$or", { $or: [{ slug: "itzel-kaan" }, { "metadata.rank": 3 }] }, ["nox-verde", "itzel-kaan"]],
    ["$nor", { $nor: [{ slug: "itzel-kaan" }, { "metadata.rank": 3 }] }, ["coral-tides"]],
  ])("%s", async (_name, condition, expected) => {
    expect(slugs(await get({ query: { type: "artists", ...condition } }))).toEqual(expected);
  });

  it("compares relation fields by id", async () => {
    expect(slugs(await get({ query: { type: "parties", "metadata.venue": "v1" } }))).toEqual([
      "deep-night",
      "jungle-disco",
    ]);
  });
});

describe("emulator: props, sort, paging, depth, status", () => {
  it("keeps only the dot paths named in props", async () => {
    const answer = await get({
      query: { type: "parties", slug: "deep-night" },
      props: "slug,metadata.date",
    });
    expect(answer.body.objects).toEqual([{ slug: "deep-night", metadata: { date: "2026-01-12" } }]);
  });

  it("sorts ascending, descending and by metadata", async () => {
    expect(slugs(await get({ query: { type: "artists" }, sort: "title" }))).toEqual([
      "coral-tides",
      "itzel-kaan",
      "nox-verde",
    ]);
    expect(slugs(await get({ query: { type: "artists" }, sort: "-title" }))).toEqual([
      "nox-verde",
      "itzel-kaan",
      "coral-tides",
    ]);
    expect(slugs(await get({ query: { type: "parties" }, sort: "metadata.date" }))).toEqual([
      "sunset-sessions",
      "jungle-disco",
      "deep-night",
    ]);
    expect(slugs(await get({ query: { type: "artists" }, sort: "-metadata.rank" }))).toEqual([
      "nox-verde",
      "coral-tides",
      "itzel-kaan",
    ]);
  });

  it("sorts at random, keeping every object", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const order = slugs(await get({ query: { type: "artists" }, sort: "random" })) ?? [];
      expect([...order].sort()).toEqual(["coral-tides", "itzel-kaan", "nox-verde"]);
      seen.add(order.join(","));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it("pages with limit and skip, total counting every match", async () => {
    const answer = await get({ query: { type: "artists" }, sort: "title", limit: 1, skip: 1 });
    expect(slugs(answer)).toEqual(["itzel-kaan"]);
    expect(answer.body.total).toBe(3);
    expect(answer.body.limit).toBe(1);
  });

  it("leaves relations as ids at depth 0 and expands them by depth", async () => {
    const flat = await get({ query: { type: "parties", slug: "deep-night" }, props: "metadata" });
    expect(flat.body.objects?.[0]).toMatchObject({
      metadata: { venue: "v1", artist: ["a1", "a2"] },
    });
    const one = await get({ query: { type: "parties", slug: "deep-night" }, depth: 1 });
    const metadata = one.body.objects?.[0]?.metadata;
    expect(metadata).toMatchObject({
      venue: { slug: "bonbonniere-tulum", metadata: { owner: "a1" } },
      artist: [{ slug: "nox-verde" }, { slug: "itzel-kaan" }],
    });
    const two = await get({ query: { type: "parties", slug: "deep-night" }, depth: 2 });
    expect(two.body.objects?.[0]?.metadata).toMatchObject({
      venue: { metadata: { owner: { slug: "nox-verde" } } },
    });
  });

  it("serves published objects by default, drafts on request", async () => {
    expect((await get({ query: { type: "parties", slug: "draft-party" } })).status).toBe(404);
    expect(
      slugs(await get({ query: { type: "parties", slug: "draft-party" }, status: "any" })),
    ).toEqual(["draft-party"]);
    expect(slugs(await get({ query: { type: "parties" }, status: "draft" }))).toEqual([
      "draft-party",
    ]);
  });
});

describe("emulator: media and relative dates", () => {
  it("expands file metafields to url and imgix_url it serves", async () => {
    const answer = await get({
      query: { type: "parties", slug: "deep-night" },
      props: "metadata.main_image",
    });
    const image = answer.body.objects?.[0]?.metadata;
    expect(image).toEqual({
      main_image: {
        url: `${emulator.url}/media/poster.svg`,
        imgix_url: `${emulator.url}/media/poster.svg`,
      },
    });
    const media = await fetch(`${emulator.url}/media/poster.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/svg+xml");
    expect((await fetch(`${emulator.url}/media/..%2Fbucket.json`)).status).toBe(404);
  });

  it("shifts date metafields by the days since the bucket's anchor", async () => {
    const shifted = await startEmulator({
      bucketFile: writeFixtureBucket(objects, { dates_relative_to: "2026-01-01" }),
      readKey: KEY,
      today: () => "2026-03-01",
    });
    try {
      const response = await fetch(
        `${shifted.apiUrl}/buckets/fixture/objects?read_key=${KEY}&query=${encodeURIComponent('{"type":"parties","slug":"deep-night"}')}&props=metadata.date`,
      );
      const body = await response.json();
      expect(body.objects[0].metadata.date).toBe("2026-03-12");
    } finally {
      await shifted.close();
    }
  });
});

describe("emulator: dates stay put for the emulator's life", () => {
  it("does not re-shift relative dates when the day changes after start", async () => {
    let today = "2026-03-01";
    const running = await startEmulator({
      bucketFile: writeFixtureBucket(objects, { dates_relative_to: "2026-01-01" }),
      readKey: KEY,
      today: () => today,
    });
    const dateOf = async () => {
      const query = encodeURIComponent('{"type":"parties","slug":"deep-night"}');
      const response = await fetch(
        `${running.apiUrl}/buckets/fixture/objects?read_key=${KEY}&query=${query}&props=metadata.date`,
      );
      return (await response.json()).objects[0].metadata.date;
    };
    try {
      expect(await dateOf()).toBe("2026-03-12");
      today = "2026-03-02";
      expect(await dateOf()).toBe("2026-03-12");
    } finally {
      await running.close();
    }
  });
});

describe("emulator: fault injection", () => {
  it("answers 503 during an outage and adds latency", async () => {
    emulator.faults.outage = true;
    expect((await get({ query: { type: "parties" } })).status).toBe(503);
    emulator.faults.outage = false;
    emulator.faults.latencyMs = 150;
    const started = Date.now();
    expect((await get({ query: { type: "parties" } })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    emulator.faults.latencyMs = 0;
  });

  it("fails only the object types it is told to", async () => {
    emulator.faults.failingTypes = ["artists"];
    expect((await get({ query: { type: "artists" } })).status).toBe(500);
    expect((await get({ query: { type: "parties" } })).status).toBe(200);
    emulator.faults.failingTypes = [];
  });

  it("logs the requests it answered", () => {
    expect(emulator.requests.length).toBeGreaterThan(10);
    expect(emulator.requests.at(-1)).toMatchObject({
      path: "/v3/buckets/fixture/objects",
      status: 200,
    });
  });
});

describe("emulator: the demo's today", () => {
  it("is the guide's tonight in Cancun at every hour of a week", () => {
    const start = Date.parse("2026-11-23T00:00:00Z");
    for (let hour = 0; hour < 7 * 24; hour++) {
      const now = new Date(start + hour * 3_600_000 + 30 * 60_000);
      expect(demoToday(now), now.toISOString()).toBe(tonightIn(now, "America/Cancun"));
    }
  });
});
