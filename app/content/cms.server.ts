import type { z } from "zod";
import { parseEnv } from "#app/config/env.server.ts";
import { ContentCache } from "./content-cache.server.ts";
import { liveObjects, snapshotObjects } from "./content-fallback.server.ts";
import type { ObjectsPage, ObjectsRequest } from "./cosmic-client.server.ts";
import { checkObject, reportOnce } from "./schema-drift.server.ts";

export const contentCache = new ContentCache<ObjectsPage>({
  // Read without memoising the environment: the content service may be set up after this loads.
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: 2000,
  // Parsed JSON takes about three times its text in memory. The whole demo bucket is under 1 MB
  // of JSON; the budget bounds what unique searches and page numbers can make the cache hold.
  maxBytes: 64 * 1024 * 1024,
  sizeOf: (page) => (page.bytes ?? 0) * 3,
});

/**
 * Objects for a request, through the content cache; when Cosmic fails and nothing is cached,
 * from the fallback snapshot if there is one.
 */
export async function cachedObjects(request: ObjectsRequest): Promise<ObjectsPage> {
  try {
    return await contentCache.get(`${request.type}:${JSON.stringify(request)}`, () =>
      liveObjects(request),
    );
  } catch (error) {
    return snapshotObjects(request, error);
  }
}

/**
 * Validates each object on its own: a malformed object is left out and the rest of the list
 * still renders; a field that fails is treated as missing. Each problem is logged once.
 */
export function parseEach<S extends z.ZodType>(objects: unknown[], schema: S, label: string) {
  const valid: z.infer<S>[] = [];
  for (const object of objects) {
    const { value, problems } = checkObject(object, schema);
    if (value !== null) valid.push(value);
    if (problems.length) reportOnce(label, object, problems);
  }
  return valid;
}
