import type { z } from "zod";
import { RevalidatingCache } from "#app/cache/revalidating-cache.ts";
import { parseEnv } from "#app/config/env.server.ts";
import type { Paged } from "#app/domain/content-types.ts";
import { liveObjects, snapshotObjects } from "./content-fallback.server.ts";
import type { ObjectsPage, ObjectsRequest } from "./cosmic-client.server.ts";
import { propsOf } from "./query-props.ts";
import { checkObject, reportOnce } from "./schema-drift.server.ts";

/** One CMS answer as the site keeps it: validated, reshaped, sanitised. */
interface ParsedAnswer {
  items: readonly unknown[];
  total: number;
  /** Size of the JSON it was made from, for the memory budget. */
  bytes: number;
}

export const contentCache = new RevalidatingCache<ParsedAnswer>({
  // Read without memoising the environment: the content service may be set up after this loads.
  freshMs: parseEnv().CONTENT_CACHE_FRESH_SECONDS * 1000,
  staleWhileRevalidateMs: 10 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  maxEntries: 2000,
  // Reshaped objects take about three times their JSON text in memory. The whole demo bucket is
  // under 1 MB of JSON; the budget bounds what unique searches and page numbers can make it hold.
  maxBytes: 64 * 1024 * 1024,
  sizeOf: (answer) => answer.bytes * 3,
});

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

export type QueryRequest = Omit<ObjectsRequest, "props">;

export interface ContentQuery<T> {
  (request: QueryRequest): Promise<Paged<T> & { fromSnapshot: boolean }>;
  /** The props this query asks for (derived from its schema). */
  readonly props: readonly string[];
  /** Stores an answer for a request not yet cached (a list knows each of its details). */
  prime(request: QueryRequest, items: readonly T[]): void;
}

/**
 * A kind of CMS query: its answers are validated with `schema` and reshaped once per fetch, and
 * the content cache keeps the reshaped values, so neither the work nor a drift warning repeats
 * on every read. When Cosmic fails and nothing is cached, the fallback snapshot answers (not
 * cached: live content must take over as soon as Cosmic is back).
 */
export function defineQuery<S extends z.ZodType, T>(
  name: string,
  schema: S,
  reshape: (wire: z.infer<S>, type: string) => T,
): ContentQuery<T> {
  const props = propsOf(schema);
  // The object type leads the key: the publish webhook drops a type's entries by prefix.
  const keyOf = (request: QueryRequest) => `${request.type}:${name}:${JSON.stringify(request)}`;
  const parse = (request: QueryRequest, page: ObjectsPage): ParsedAnswer => ({
    items: parseEach(page.objects, schema, request.type).map((wire) => reshape(wire, request.type)),
    total: page.total,
    bytes: page.bytes ?? 0,
  });
  const query = async (request: QueryRequest) => {
    const full = { ...request, props };
    let answer: ParsedAnswer;
    let fromSnapshot = false;
    try {
      answer = await contentCache.get(keyOf(request), async () =>
        parse(request, await liveObjects(full)),
      );
    } catch (error) {
      answer = parse(request, await snapshotObjects(full, error));
      fromSnapshot = true;
    }
    // Only this query stores under its keys, and it stores T: the cast restates that.
    return { items: answer.items as T[], total: answer.total, fromSnapshot };
  };
  return Object.assign(query, {
    props,
    prime: (request: QueryRequest, items: readonly T[]) =>
      contentCache.prime(keyOf(request), {
        items,
        total: items.length,
        bytes: JSON.stringify(items).length,
      }),
  });
}
