import type { z } from "zod";
import { parseEnv } from "../config/env.server.ts";
import { ContentCache } from "./content-cache.server.ts";
import { fetchObjects, type ObjectsPage, type ObjectsRequest } from "./cosmic-client.server.ts";

export const contentCache = new ContentCache<ObjectsPage>({
  // Read without memoising the environment: the content service may be set up after this loads.
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: 2000,
});

/** Objects for a request, through the content cache. */
export function cachedObjects(request: ObjectsRequest): Promise<ObjectsPage> {
  return contentCache.get(`${request.type}:${JSON.stringify(request)}`, () =>
    fetchObjects(request),
  );
}

/**
 * Validates each object on its own: one malformed object is logged (one line naming it) and
 * left out, and the rest of the list still renders.
 */
export function parseEach<S extends z.ZodType>(objects: unknown[], schema: S, label: string) {
  const valid: z.infer<S>[] = [];
  for (const object of objects) {
    const parsed = schema.safeParse(object);
    if (parsed.success) {
      valid.push(parsed.data);
    } else {
      const issue = parsed.error.issues[0];
      console.warn(
        `content: skipped malformed ${label} "${describe(object)}": ${issue?.path.join(".")} ${issue?.message}`,
      );
    }
  }
  return valid;
}

function describe(object: unknown): string {
  if (typeof object === "object" && object !== null) {
    const slug = "slug" in object ? object.slug : undefined;
    const id = "id" in object ? object.id : undefined;
    return String(slug ?? id ?? "unknown");
  }
  return "unknown";
}
