import { createHash } from "node:crypto";
import type { LoadedBucket } from "./bucket.ts";
import { mediaContentType } from "./media-types.ts";
import { matches, project, type Query, QueryError, sortObjects } from "./query.ts";

export const MAX_LIMIT = 1000;

export interface Answer {
  status: number;
  body: unknown;
}

function intParam(value: string | null, fallback: number, max: number): number {
  if (value === null || value === "") return fallback;
  if (!/^\d+$/.test(value)) throw new QueryError(`not a whole number: ${value}`);
  return Math.min(Number(value), max);
}

/** What every list endpoint reads: `query` (JSON), `props`, `limit`, `skip`, `sort`. */
export interface ListParams {
  query: Query;
  props: string[];
  limit: number;
  skip: number;
  sort: string | undefined;
}

/** Throws QueryError (a 400) on a malformed value, as Cosmic answers. */
export function listParams(params: URLSearchParams): ListParams {
  let query: Query = {};
  const rawQuery = params.get("query");
  if (rawQuery) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawQuery);
    } catch (error) {
      throw new QueryError(`Malformed query: ${String(error)}`);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new QueryError("Malformed query: query must be a JSON object");
    }
    query = Object.fromEntries(Object.entries(parsed));
  }
  return {
    query,
    props: (params.get("props") ?? "")
      .split(",")
      .map((prop) => prop.trim())
      .filter(Boolean),
    limit: intParam(params.get("limit"), MAX_LIMIT, MAX_LIMIT),
    skip: intParam(params.get("skip"), 0, Number.MAX_SAFE_INTEGER),
    sort: params.get("sort") ?? undefined,
  };
}

export function depthParam(params: URLSearchParams, max: number): number {
  return intParam(params.get("depth"), 0, max);
}

/** A stable id for what a file gives none (Cosmic's ids are 24 hex digits). */
const stableId = (seed: string) => createHash("sha1").update(seed).digest("hex").slice(0, 24);

/** GET /buckets/:slug/object-types and /object-types/:type, shaped as Cosmic answers them. */
export function objectTypesAnswer(bucket: LoadedBucket, typeSlug?: string): Answer {
  const shaped = bucket.object_types.map((type) => ({
    id: type.id ?? stableId(`object-type:${type.slug}`),
    slug: type.slug,
    title: type.title,
    // Cosmic keeps the singular an editor typed; a file without one gets the title.
    singular: type.singular ?? type.title,
    singleton: type.singleton ?? false,
    created_at: type.created_at,
    modified_at: type.modified_at,
    metafields: type.metafields.map((field) => ({
      id: field.key,
      key: field.key,
      title: field.key,
      type: field.type,
      ...(field.object_type ? { object_type: field.object_type } : {}),
    })),
  }));
  if (typeSlug === undefined) return { status: 200, body: { object_types: shaped } };
  const found = shaped.find((type) => type.slug === typeSlug);
  return found
    ? { status: 200, body: { object_type: found } }
    : { status: 404, body: { status: 404, message: "Object type not found" } };
}

/** GET /buckets/:slug/media: the bucket's media list, with query, props, limit, skip and sort. */
export function mediaAnswer(
  bucket: LoadedBucket,
  params: URLSearchParams,
  mediaUrl: (name: string) => string,
  localSize: (name: string) => number | undefined,
): Answer {
  const { query, props, limit, skip, sort } = listParams(params);
  const media = bucket.media.map((item) => {
    const url = item.url ?? mediaUrl(item.name);
    return {
      id: item.id ?? stableId(item.name),
      name: item.name,
      original_name: item.original_name ?? item.name,
      size: item.size ?? (item.url ? undefined : localSize(item.name)) ?? 0,
      type: item.type ?? mediaContentType(item.name),
      folder: item.folder ?? null,
      created_at: item.created_at,
      url,
      imgix_url: item.imgix_url ?? url,
      bucket: bucket.bucket.slug,
      ...(item.alt_text !== undefined ? { alt_text: item.alt_text } : {}),
      ...(item.width !== undefined ? { width: item.width } : {}),
      ...(item.height !== undefined ? { height: item.height } : {}),
    };
  });
  const found = sortObjects(
    media.filter((item) => matches(item, query)),
    sort,
  );
  if (found.length === 0) return { status: 404, body: { status: 404, message: "No media found" } };
  return {
    status: 200,
    body: {
      media: found.slice(skip, skip + limit).map((item) => project(item, props)),
      total: found.length,
      limit,
    },
  };
}
