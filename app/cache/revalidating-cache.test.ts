import { describe, expect, it, vi } from "vitest";
import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const options = {
  freshMs: 1000,
  staleWhileRevalidateMs: 5000,
  staleIfErrorMs: 60_000,
  maxEntries: 3,
};

describe("content cache", () => {
  it("tells how each read was answered: miss, hit, stale, stale on error", async () => {
    const time = clock();
    const outcomes: string[] = [];
    const cache = new RevalidatingCache({
      ...options,
      now: time.now,
      observe: (outcome) => outcomes.push(outcome),
    });
    await cache.get("k", async () => "v1");
    await cache.get("k", async () => "v2");
    time.advance(2000);
    await cache.get("k", async () => "v2");
    await new Promise((r) => setTimeout(r, 0));
    time.advance(10_000);
    await cache.get("k", async () => Promise.reject(new Error("down")));
    await expect(
      cache.get("other", async () => Promise.reject(new Error("down"))),
    ).rejects.toThrow();
    expect(outcomes).toEqual(["miss", "hit", "stale", "stale-on-error", "miss"]);
  });

  it("answers fresh entries at once, and leaves stale or missing ones to get", async () => {
    const time = clock();
    const cache = new RevalidatingCache({ ...options, now: time.now });
    expect(cache.fresh("k")).toBeUndefined();
    await cache.get("k", async () => "v1");
    expect(cache.fresh("k")).toBe("v1");
    time.advance(1000);
    expect(cache.fresh("k")).toBeUndefined();
  });

  it("keeps only the values it is told to, and never lets the others evict kept ones", async () => {
    const cache = new RevalidatingCache<string>({ ...options, keeps: (value) => value !== "" });
    await cache.get("real-1", async () => "party 1");
    await cache.get("real-2", async () => "party 2");
    for (let i = 0; i < 50; i++) expect(await cache.get(`made-up-${i}`, async () => "")).toBe("");
    expect(cache.size).toBe(2);
    expect(cache.fresh("real-1")).toBe("party 1");
    // A kept value that turns empty (a deleted party) goes.
    cache.invalidate((key) => key === "real-2");
    await cache.get("real-2", async () => "");
    expect(cache.holds("real-2")).toBe(false);
  });

  it("serves a fresh entry without loading again", async () => {
    const time = clock();
    const cache = new RevalidatingCache({ ...options, now: time.now });
    const load = vi.fn(async () => "v1");
    expect(await cache.get("k", load)).toBe("v1");
    time.advance(999);
    expect(await cache.get("k", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves stale while one request refreshes in the background", async () => {
    const time = clock();
    const cache = new RevalidatingCache({ ...options, now: time.now });
    await cache.get("k", async () => "v1");
    time.advance(2000);
    let release: (value: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    expect(await cache.get("k", refresh)).toBe("v1");
    expect(await cache.get("k", refresh)).toBe("v1");
    expect(refresh).toHaveBeenCalledTimes(1);
    release("v2");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", refresh)).toBe("v2");
  });

  it("serves the last good value when the CMS fails, within stale-if-error", async () => {
    const time = clock();
    const cache = new RevalidatingCache({ ...options, now: time.now });
    await cache.get("k", async () => "good");
    time.advance(10_000);
    const failing = async () => {
      throw new Error("down");
    };
    expect(await cache.get("k", failing)).toBe("good");
    time.advance(60_000);
    await expect(cache.get("k", failing)).rejects.toThrow("down");
  });

  it("waits for a new value in place of an outdated one, and falls back to it if that load fails", async () => {
    const time = clock();
    let version = 1;
    const cache = new RevalidatingCache<{ version: number; text: string }>({
      ...options,
      staleWhileRevalidateMs: Number.POSITIVE_INFINITY,
      staleIfErrorMs: Number.POSITIVE_INFINITY,
      now: time.now,
      outdated: (value) => value.version !== version,
    });
    const load = (text: string) => async () => ({ version, text });
    await cache.get("k", load("old"));
    version = 2;
    // Fresh by age, but built before the publish: not answered, not even stale.
    expect(cache.fresh("k")).toBeUndefined();
    expect((await cache.get("k", load("new"))).text).toBe("new");
    version = 3;
    const failing = async () => {
      throw new Error("down");
    };
    expect((await cache.get("k", failing)).text).toBe("new");
  });

  it("covers only the failures it is told to with a stale value", async () => {
    const time = clock();
    const cache = new RevalidatingCache({
      ...options,
      now: time.now,
      servesStaleOn: (e) => e instanceof RangeError,
    });
    await cache.get("k", async () => "good");
    time.advance(10_000);
    expect(await cache.get("k", async () => Promise.reject(new RangeError("5xx")))).toBe("good");
    await expect(cache.get("k", async () => Promise.reject(new TypeError("gone")))).rejects.toThrow(
      "gone",
    );
  });

  it("keeps an entry no longer than its lifetime, even through a failure", async () => {
    const time = clock();
    const cache = new RevalidatingCache<string>({
      ...options,
      now: time.now,
      lifetimeOf: (value) => (value.startsWith("short") ? 2000 : Number.POSITIVE_INFINITY),
    });
    await cache.get("short", async () => "short-lived");
    await cache.get("long", async () => "long-lived");
    time.advance(2000);
    const failing = async (): Promise<string> => {
      throw new Error("CMS down");
    };
    await expect(cache.get("short", failing)).rejects.toThrow("CMS down");
    expect(await cache.get("long", failing)).toBe("long-lived");
    expect(cache.size).toBe(1);
  });

  it("never stores errors", async () => {
    const cache = new RevalidatingCache(options);
    await expect(cache.get("k", async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("shares one upstream call between identical concurrent queries", async () => {
    const cache = new RevalidatingCache(options);
    const load = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return "v";
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get("k", load)));
    expect(results.every((r) => r === "v")).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("evicts the least recently used entry past maxEntries", async () => {
    const cache = new RevalidatingCache(options);
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    await cache.get("a", async () => "a2");
    await cache.get("d", async () => "d");
    expect(cache.size).toBe(3);
    const reload = vi.fn(async () => "b2");
    expect(await cache.get("b", reload)).toBe("b2");
    expect(await cache.get("a", async () => "never")).toBe("a");
  });

  it("drops matching entries on invalidate, and a load started before does not write back", async () => {
    const cache = new RevalidatingCache(options);
    await cache.get("parties:1", async () => "p");
    await cache.get("artists:1", async () => "a");
    let release: (value: string) => void = () => {};
    const pending = cache.get(
      "parties:2",
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    expect(cache.invalidate((key) => key.startsWith("parties:"))).toBe(1);
    release("old");
    await pending;
    expect(cache.size).toBe(1);
  });

  const tenBytes = {
    freshMs: 60_000,
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 0,
    maxBytes: 10,
    sizeOf: (value: string) => value.length,
  };

  it("keeps within a byte budget, dropping the least recently used first", async () => {
    const cache = new RevalidatingCache<string>(tenBytes);
    await cache.get("a", async () => "aaaa");
    await cache.get("b", async () => "bbbb");
    await cache.get("a", async () => "never loaded: a is fresh");
    await cache.get("c", async () => "cccc");
    expect(cache.bytes).toBe(8);
    const reload = vi.fn(async () => "bbbb");
    await cache.get("b", reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
  });

  it("never stores a value larger than the whole budget, and counts bytes back on purge", async () => {
    const cache = new RevalidatingCache<string>(tenBytes);
    await cache.get("small", async () => "12345");
    expect(await cache.get("huge", async () => "x".repeat(11))).toHaveLength(11);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(5);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
