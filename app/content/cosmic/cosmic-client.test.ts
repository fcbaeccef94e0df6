import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "#emulator/server.ts";
import { fixtureObject, writeFixtureBucket } from "#tests/support/fixture-bucket.ts";
import { CmsError, type ContentService } from "./cms-service.ts";
import { readContentOutsideSites, unreportedServices } from "./content-services.server.ts";
import { fetchObjects, objectsUrl } from "./cosmic-client.server.ts";

let emulator: Emulator;
let service: ContentService;

beforeAll(async () => {
  emulator = await startEmulator({
    bucketFile: writeFixtureBucket([
      fixtureObject("p1", "parties", "deep-night", { date: "2026-01-12" }),
      fixtureObject("p2", "parties", "jungle-disco", { date: "2026-01-11" }),
    ]),
    readKey: "client-test-key",
  });
  service = { apiUrl: emulator.apiUrl, bucketSlug: "fixture", readKey: "client-test-key" };
  readContentOutsideSites(unreportedServices(service));
});
afterAll(() => emulator.close());

describe("Cosmic REST client", () => {
  it("builds the objects URL as Cosmic v3 does", () => {
    const url = new URL(
      objectsUrl(
        { apiUrl: "https://api.cosmicjs.com/v3", bucketSlug: "my-bucket", readKey: "k" },
        {
          type: "parties",
          query: { "metadata.date": { $gte: "2026-01-01" } },
          props: ["slug", "metadata.date"],
          limit: 25,
          skip: 50,
          sort: "metadata.date",
          depth: 1,
        },
      ),
    );
    expect(url.origin + url.pathname).toBe("https://api.cosmicjs.com/v3/buckets/my-bucket/objects");
    expect(url.searchParams.get("read_key")).toBe("k");
    expect(JSON.parse(url.searchParams.get("query") ?? "")).toEqual({
      type: "parties",
      "metadata.date": { $gte: "2026-01-01" },
    });
    expect(url.searchParams.get("props")).toBe("slug,metadata.date");
    expect(url.searchParams.get("limit")).toBe("25");
    expect(url.searchParams.get("skip")).toBe("50");
    expect(url.searchParams.get("sort")).toBe("metadata.date");
    expect(url.searchParams.get("depth")).toBe("1");
    expect(url.search).toContain("query=%7B%22type%22");
  });

  it("reads objects and total over HTTP", async () => {
    const page = await fetchObjects(
      { type: "parties", props: ["slug"], sort: "metadata.date" },
      { service },
    );
    expect(page).toMatchObject({
      objects: [{ slug: "jungle-disco" }, { slug: "deep-night" }],
      total: 2,
    });
    expect(page.bytes).toBeGreaterThan(40);
  });

  it("treats 404 as no objects", async () => {
    const page = await fetchObjects(
      { type: "parties", query: { slug: "none" }, props: ["slug"] },
      { service },
    );
    expect(page).toEqual({ objects: [], total: 0 });
  });

  it("surfaces other HTTP failures as typed errors", async () => {
    const wrongKey = { ...service, readKey: "wrong-key" };
    await expect(
      fetchObjects({ type: "parties", props: ["slug"] }, { service: wrongKey }),
    ).rejects.toMatchObject({
      name: "CmsError",
      kind: "http",
      status: 401,
    });
    emulator.faults.outage = true;
    await expect(
      fetchObjects({ type: "parties", props: ["slug"] }, { service }),
    ).rejects.toMatchObject({ kind: "http", status: 503 });
    emulator.faults.outage = false;
  });

  it("times out on a slow CMS", async () => {
    emulator.faults.latencyMs = 500;
    const error = await fetchObjects(
      { type: "parties", props: ["slug"] },
      { service, timeoutMs: 100 },
    ).catch((e: unknown) => e);
    emulator.faults.latencyMs = 0;
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: "timeout" });
  });

  it("reports an unreachable CMS as a network error", async () => {
    const closed = { ...service, apiUrl: "http://127.0.0.1:9/v3" };
    await expect(
      fetchObjects({ type: "parties", props: ["slug"] }, { service: closed }),
    ).rejects.toMatchObject({ kind: "network" });
  });
});
