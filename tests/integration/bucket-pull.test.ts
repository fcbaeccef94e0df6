import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createBucketClient } from "@cosmicjs/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadBucketFile } from "#emulator/bucket.ts";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { DEMO_BUCKET } from "#scripts/harness/emulator-env.ts";
import { bucketPull } from "#tests/support/bucket-pull.ts";

const READ_KEY = "pull-test-read-key";
const pull = (emulator: Emulator, args: string[]) => bucketPull(emulator, READ_KEY, args);

/** As the embedded site runs it: media at /media, so two emulators give the same URLs. */
function emulate(bucketFile: string): Promise<Emulator> {
  return startEmulator({ bucketFile, readKey: READ_KEY, mediaBaseUrl: "/media" });
}

const objectSchema = z
  .object({ id: z.string(), slug: z.string(), type: z.string(), metadata: z.unknown() })
  .loose();

/** Every object the emulator serves, through the official SDK, by id. */
async function everyObject(emulator: Emulator, types: string[]) {
  const cosmic = createBucketClient({
    bucketSlug: emulator.bucketSlug,
    readKey: READ_KEY,
    custom: { apiUrl: emulator.apiUrl, uploadUrl: emulator.apiUrl },
  });
  const byId = new Map<string, z.infer<typeof objectSchema>>();
  for (const type of types) {
    let answer: unknown;
    try {
      answer = await cosmic.objects
        .find({ type })
        .props(["id", "slug", "title", "type", "status", "content", "metadata", "locale"])
        .depth(0)
        .limit(1000);
    } catch {
      answer = { objects: [] }; // Cosmic answers 404 for a type with no objects.
    }
    const { objects } = z.object({ objects: z.array(objectSchema) }).parse(answer);
    for (const object of objects) byId.set(object.id, object);
  }
  return byId;
}

describe("npm run bucket:pull", () => {
  const emulators: Emulator[] = [];
  afterEach(async () => {
    await Promise.all(emulators.splice(0).map((emulator) => emulator.close()));
  });

  it("copies every type, object and media item, paced and retried through a 429 and a 500", async () => {
    const emulator = await emulate(DEMO_BUCKET);
    emulators.push(emulator);
    // The fourth call is answered 429, and the one after its retry 500.
    emulator.faults.next = [0, 0, 0, 429, 0, 500];
    const out = join(mkdtempSync(join(tmpdir(), "pull-")), "bucket.json");
    const { code, stderr } = await pull(emulator, ["--out", out, "--rate", "20"]);
    expect(stderr).toMatch(/HTTP 429.*retrying/);
    expect(stderr).toMatch(/HTTP 500.*retrying/);
    expect(code).toBe(0);

    const statuses = emulator.requests.map((request) => request.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.filter((status) => status === 500)).toHaveLength(1);
    // Paced: never more than 20 calls started within any second.
    const times = emulator.requests.map((request) => request.at);
    for (const [i, time] of times.entries()) {
      if (i >= 20) expect(time - (times[i - 20] ?? 0)).toBeGreaterThanOrEqual(950);
    }

    const demo = loadBucketFile(DEMO_BUCKET);
    const pulled = loadBucketFile(out);
    expect(pulled.pulled_at).toBeDefined();
    expect(pulled.object_types.map((type) => type.slug).sort()).toEqual(
      demo.object_types.map((type) => type.slug).sort(),
    );
    expect(pulled.objects.map((object) => object.id).sort()).toEqual(
      demo.objects.map((object) => object.id).sort(),
    );
    expect(pulled.media.map((item) => item.name).sort()).toEqual(
      demo.media.map((item) => item.name).sort(),
    );
    // The media and object-type fields Cosmic's models have are recorded as they came.
    for (const item of pulled.media) {
      expect(item).toMatchObject({
        size: expect.any(Number),
        type: expect.stringMatching(/^[a-z]+\//),
        created_at: expect.any(String),
      });
      expect(item.size).toBeGreaterThan(0);
    }
    for (const type of pulled.object_types) {
      expect(type).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        singular: expect.any(String),
        created_at: expect.any(String),
        modified_at: expect.any(String),
      });
    }
  });

  it("a pull that keeps failing leaves the previous file as it was and no partial file", async () => {
    const emulator = await emulate(DEMO_BUCKET);
    emulators.push(emulator);
    emulator.faults.next = [0, 0, 0, 500, 500, 500, 500];
    const folder = mkdtempSync(join(tmpdir(), "pull-"));
    const out = join(folder, "bucket.json");
    writeFileSync(out, "the previous snapshot");
    const { code, stderr } = await pull(emulator, ["--out", out, "--retries", "2"]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/HTTP 500 .*after 3 tries/);
    expect(readFileSync(out, "utf8")).toBe("the previous snapshot");
    expect(readdirSync(folder)).toEqual(["bucket.json"]);
  });

  it("refuses a wrong read key at once, without retrying", async () => {
    const emulator = await emulate(DEMO_BUCKET);
    emulators.push(emulator);
    const out = join(mkdtempSync(join(tmpdir(), "pull-")), "bucket.json");
    const { code, stderr } = await bucketPull(emulator, "not-the-read-key", ["--out", out]);
    expect(code).toBe(1);
    expect(stderr).toContain("object types: HTTP 401");
    expect(emulator.requests).toHaveLength(1);
  });

  it("round trip: the pulled file serves the same objects as the bucket it came from", {
    timeout: 30_000,
  }, async () => {
    const source = await emulate(DEMO_BUCKET);
    emulators.push(source);
    const folder = mkdtempSync(join(tmpdir(), "pull-"));
    const out = join(folder, "bucket.json");
    const { code } = await pull(source, [
      "--out",
      out,
      "--media",
      join(folder, "media"),
      "--rate",
      "50",
    ]);
    expect(code).toBe(0);
    expect(readdirSync(join(folder, "media")).sort()).toEqual(
      readdirSync(resolve(DEMO_BUCKET, "../media")).sort(),
    );
    const copy = await emulate(out);
    emulators.push(copy);

    const types = loadBucketFile(DEMO_BUCKET).object_types.map((type) => type.slug);
    const original = await everyObject(source, types);
    const served = await everyObject(copy, types);
    expect(served.size).toBe(original.size);
    expect(original.size).toBeGreaterThan(100);
    for (const [id, object] of original) expect(served.get(id)).toEqual(object);
  });
});
