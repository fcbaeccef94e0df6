import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";
import { type BucketObject, type LoadedBucket, loadBucketFile } from "./bucket.ts";
import {
  type Answer,
  depthParam,
  listParams,
  mediaAnswer,
  objectTypesAnswer,
} from "./bucket-endpoints.ts";
import { mediaContentType } from "./media-types.ts";
import { checkSortKey, matches, project, QueryError, sortObjects } from "./query.ts";

export interface Faults {
  /** Added to every objects response. */
  latencyMs: number;
  /** Share of objects requests answered 500, 0 to 1. */
  errorRate: number;
  /** Every objects request answered 503. */
  outage: boolean;
  /** Requests for these object types answered 500 (a partial failure). */
  failingTypes: string[];
  /**
   * Statuses for the next requests to any bucket endpoint, one each, in order (0 = answer
   * normally): a 429 or a 500 in the middle of a sequence of calls.
   */
  next: number[];
}

export interface EmulatorOptions {
  bucketFile: string;
  bucketSlug?: string;
  readKey: string;
  port?: number;
  host?: string;
  /** Base that file metafields are served from; defaults to this emulator's own /media. */
  mediaBaseUrl?: string;
  /** The day relative bucket dates are shifted to (read once, at start); defaults to tonight in Cancun. */
  today?: () => string;
  faults?: Partial<Faults>;
  /**
   * Refuse what neither Cosmic's docs nor the original site's use of Cosmic promise (for now:
   * undocumented sort keys), so the site cannot come to rely on it. Defaults to
   * COSMIC_EMULATOR_STRICT=on, which the test suite sets.
   */
  strict?: boolean;
}

export interface RequestLogEntry {
  at: number;
  path: string;
  query: string | null;
  status: number;
}

export interface Emulator {
  url: string;
  apiUrl: string;
  bucketSlug: string;
  server: Server;
  faults: Faults;
  requests: RequestLogEntry[];
  /** The bucket file as it was last read. */
  bucket(): LoadedBucket;
  /** Reads the bucket file again and serves it from the next request (its slug stays). */
  reload(): LoadedBucket;
  close(): Promise<void>;
}

const MAX_DEPTH = 3;
const REQUEST_LOG_SIZE = 1000;
/**
 * The demo's "today" is the guide's tonight: started at 01:30 on a Saturday, the demo's tonight
 * is Friday night, as every page says. The emulator stands in for Cosmic and imports nothing of
 * the site, so it reads the date six hours ago on Cancun's clock (UTC-5 all year); a test keeps it
 * equal to the site's own rule (tonightIn).
 */
const NIGHT_STARTS_HOURS = 6;
const CANCUN_OFFSET_HOURS = -5;
export const demoToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + (CANCUN_OFFSET_HOURS - NIGHT_STARTS_HOURS) * 3_600_000)
    .toISOString()
    .slice(0, 10);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

function shiftDate(date: string, days: number): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

function appendTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

class BucketView {
  private prepared = false;
  private objects: BucketObject[] = [];
  private byId = new Map<string, BucketObject>();
  /** Objects of each type, and of each type and slug, in bucket order: a query reads its own. */
  private byType = new Map<string, BucketObject[]>();
  private byTypeAndSlug = new Map<string, BucketObject[]>();
  private readonly fieldTypes = new Map<string, Map<string, string>>();

  private readonly bucket: LoadedBucket;
  private readonly today: () => string;
  private readonly mediaBaseUrl: () => string;

  constructor(bucket: LoadedBucket, today: () => string, mediaBaseUrl: () => string) {
    this.bucket = bucket;
    this.today = today;
    this.mediaBaseUrl = mediaBaseUrl;
    for (const type of bucket.object_types) {
      this.fieldTypes.set(type.slug, new Map(type.metafields.map((f) => [f.key, f.type])));
    }
  }

  /**
   * Relative dates are shifted once, for the day the emulator starts serving: re-shifting at
   * midnight would contradict whatever the site has cached from before it.
   */
  current(): { objects: BucketObject[]; byId: Map<string, BucketObject> } {
    if (!this.prepared) {
      const anchor = this.bucket.dates_relative_to;
      const days = anchor ? daysBetween(anchor, this.today()) : 0;
      this.objects = this.bucket.objects.map((object) => this.prepare(object, days));
      this.byId = new Map(this.objects.map((object) => [object.id, object]));
      this.byType = new Map();
      this.byTypeAndSlug = new Map();
      for (const object of this.objects) {
        appendTo(this.byType, object.type, object);
        appendTo(this.byTypeAndSlug, `${object.type}\n${object.slug}`, object);
      }
      this.prepared = true;
    }
    return { objects: this.objects, byId: this.byId };
  }

  /**
   * The objects a query can match at all: those of its type (and slug, when it names one), so a
   * query's time does not grow with other types' objects; the query itself still decides.
   */
  candidates(query: Record<string, unknown>): BucketObject[] {
    const { objects } = this.current();
    if (typeof query.type !== "string") return objects;
    if (typeof query.slug === "string")
      return this.byTypeAndSlug.get(`${query.type}\n${query.slug}`) ?? [];
    return this.byType.get(query.type) ?? [];
  }

  fieldType(type: string, key: string): string | undefined {
    return this.fieldTypes.get(type)?.get(key);
  }

  readonly mediaUrl = (name: string): string =>
    `${this.mediaBaseUrl()}/${encodeURIComponent(name)}`;

  private prepare(object: BucketObject, days: number): BucketObject {
    const metadata: Record<string, unknown> = { ...object.metadata };
    for (const [key, value] of Object.entries(metadata)) {
      const fieldType = this.fieldType(object.type, key);
      if (fieldType === "date" && typeof value === "string" && days !== 0) {
        metadata[key] = shiftDate(value, days);
      } else if (fieldType === "file" && typeof value === "string" && value) {
        const url = this.mediaUrl(value);
        metadata[key] = { url, imgix_url: url };
      } else if (fieldType === "files" && Array.isArray(value)) {
        metadata[key] = value.flatMap((name) => {
          if (typeof name !== "string") return [];
          const url = this.mediaUrl(name);
          return [{ url, imgix_url: url }];
        });
      } else if (typeof value === "string" && value.startsWith("media:")) {
        // Bucket-file convention: "media:NAME" in a text field is a file of this bucket.
        metadata[key] = this.mediaUrl(value.slice("media:".length));
      }
    }
    return { ...object, metadata };
  }
}

function send(response: ServerResponse, status: number, body: unknown, pretty = false): void {
  const json = pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(json),
  });
  response.end(json);
}

/** Resolves a media name inside the folder, refusing anything that would leave it. */
export function mediaPath(directory: string, name: string): string | null {
  if (!/^[\w.-]+$/.test(name) || name.startsWith(".")) return null;
  const path = normalize(join(directory, name));
  return path.startsWith(directory) && existsSync(path) ? path : null;
}

export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  let bucket = loadBucketFile(options.bucketFile);
  const bucketSlug = options.bucketSlug ?? bucket.bucket.slug;
  const faults: Faults = {
    latencyMs: 0,
    errorRate: 0,
    outage: false,
    failingTypes: [],
    next: [],
    ...options.faults,
  };
  const requests: RequestLogEntry[] = [];
  let ownUrl = "";
  const viewOf = (loaded: LoadedBucket) =>
    new BucketView(
      loaded,
      options.today ?? demoToday,
      () => options.mediaBaseUrl ?? `${ownUrl}/media`,
    );
  let view = viewOf(bucket);

  const strict = options.strict ?? process.env.COSMIC_EMULATOR_STRICT === "on";

  /**
   * Relations expanded `depth` levels down. An object already being expanded above (a circular
   * relation: a party's brand listing the party) is cut: its id stays, never a second copy.
   */
  function expand(object: BucketObject, depth: number, above = new Set<string>()): BucketObject {
    if (depth <= 0) return object;
    const { byId } = view.current();
    const path = new Set(above).add(object.id);
    const related = (id: unknown) => {
      const found = typeof id === "string" ? byId.get(id) : undefined;
      if (!found) return undefined;
      return path.has(found.id) ? found.id : expand(found, depth - 1, path);
    };
    const metadata: Record<string, unknown> = { ...object.metadata };
    for (const [key, value] of Object.entries(metadata)) {
      const fieldType = view.fieldType(object.type, key);
      if (fieldType === "object" && typeof value === "string") {
        metadata[key] = related(value) ?? null;
      } else if (fieldType === "objects" && Array.isArray(value)) {
        metadata[key] = value.flatMap((id) => related(id) ?? []);
      }
    }
    return { ...object, metadata };
  }

  /**
   * Replies with what `answer` computes; a malformed query is Cosmic's 400. `pretty=true` indents
   * the JSON, as Cosmic does.
   */
  function replyWith(url: URL, response: ServerResponse, answer: () => Answer): number {
    let answered: Answer;
    try {
      answered = answer();
    } catch (error) {
      if (!(error instanceof QueryError)) throw error;
      answered = { status: 400, body: { status: 400, message: error.message } };
    }
    send(response, answered.status, answered.body, url.searchParams.get("pretty") === "true");
    return answered.status;
  }

  /** GET /objects/:id: one object, with props and depth; drafts only with status=any. */
  function objectAnswer(params: URLSearchParams, id: string): Answer {
    const { props } = listParams(params);
    const depth = depthParam(params, MAX_DEPTH);
    const found = view.current().byId.get(decodeURIComponent(id));
    const visible = found && (found.status === "published" || params.get("status") === "any");
    if (!found || !visible)
      return { status: 404, body: { status: 404, message: "Object not found" } };
    return { status: 200, body: { object: project(expand(found, depth), props) } };
  }

  function objectsAnswer(params: URLSearchParams): Answer {
    const { query, props, limit, skip, sort } = listParams(params);
    if (strict) checkSortKey(sort);
    const depth = depthParam(params, MAX_DEPTH);
    const status = params.get("status") ?? "published";
    if (!["published", "draft", "any"].includes(status)) {
      throw new QueryError(`invalid status ${status}`);
    }
    const found = view
      .candidates(query)
      .filter((object) => status === "any" || object.status === status)
      .filter((object) => matches(object, query));
    const sorted = sortObjects(found, sort);
    if (sorted.length === 0)
      return { status: 404, body: { status: 404, message: "No objects found" } };
    // `after`: the objects that follow the one with this id, in this order (cursor paging).
    const after = params.get("after");
    const start = after ? sorted.findIndex((object) => object.id === after) + 1 : 0;
    if (after && start === 0) throw new QueryError(`after: no object ${after} in this list`);
    const page = sorted
      .slice(start + skip, start + skip + limit)
      .map((object) => project(expand(object, depth), props));
    return { status: 200, body: { objects: page, total: sorted.length, limit } };
  }

  /** The object-types and media endpoints: the bucket's schema and media list. */
  function bucketDataAnswer(params: URLSearchParams, resource: string): Answer {
    if (resource !== "media") return objectTypesAnswer(bucket, resource.split("/")[1]);
    return mediaAnswer(bucket, params, view.mediaUrl, (name) => {
      const path = mediaPath(bucket.mediaDirectory, name);
      return path ? statSync(path).size : undefined;
    });
  }

  function answerMedia(name: string, response: ServerResponse): number {
    const path = mediaPath(bucket.mediaDirectory, decodeURIComponent(name));
    if (!path) {
      send(response, 404, { status: 404, message: "Media not found" });
      return 404;
    }
    response.writeHead(200, {
      "content-type": mediaContentType(path),
      "cache-control": "public, max-age=31536000, immutable",
    });
    createReadStream(path).pipe(response);
    return 200;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://emulator.local");
    const bucketPath = `/v3/buckets/${bucketSlug}/`;
    const resource = url.pathname.startsWith(bucketPath)
      ? url.pathname.slice(bucketPath.length)
      : "";
    let status: number;
    const scripted = resource ? faults.next.shift() : undefined;
    if (scripted) {
      send(response, scripted, { status: scripted, message: "Scripted answer (fault injection)" });
      status = scripted;
    } else if (request.method !== "GET" && request.method !== "HEAD") {
      send(response, 405, { status: 405, message: "Method not allowed" });
      status = 405;
    } else if (resource && url.searchParams.get("read_key") !== options.readKey) {
      send(response, 401, { status: 401, message: "Unauthorized: invalid read_key" });
      status = 401;
    } else if (resource === "media" || /^object-types(\/[\w-]+)?$/.test(resource)) {
      status = replyWith(url, response, () => bucketDataAnswer(url.searchParams, resource));
    } else if (resource === "objects") {
      if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
      if (faults.outage) {
        send(response, 503, { status: 503, message: "Service unavailable (fault injection)" });
        status = 503;
      } else if (
        (faults.errorRate > 0 && Math.random() < faults.errorRate) ||
        faults.failingTypes.some((type) =>
          url.searchParams.get("query")?.includes(`"type":"${type}"`),
        )
      ) {
        send(response, 500, { status: 500, message: "Internal error (fault injection)" });
        status = 500;
      } else {
        status = replyWith(url, response, () => objectsAnswer(url.searchParams));
      }
    } else if (/^objects\/[^/]+$/.test(resource)) {
      const id = resource.slice("objects/".length);
      status = replyWith(url, response, () => objectAnswer(url.searchParams, id));
    } else if (url.pathname.startsWith("/media/")) {
      status = answerMedia(url.pathname.slice("/media/".length), response);
    } else if (url.pathname.startsWith("/v3/buckets/")) {
      send(response, 404, { status: 404, message: "Bucket not found" });
      status = 404;
    } else {
      send(response, 404, { status: 404, message: "Not found" });
      status = 404;
    }
    requests.push({
      at: Date.now(),
      path: url.pathname,
      query: url.searchParams.get("query"),
      status,
    });
    if (requests.length > REQUEST_LOG_SIZE) requests.shift();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`emulator: ${String(error)}`);
      if (!response.headersSent) send(response, 500, { status: 500, message: "Emulator error" });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  ownUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
  view.current();
  return {
    url: ownUrl,
    apiUrl: `${ownUrl}/v3`,
    bucketSlug,
    server,
    faults,
    requests,
    bucket: () => bucket,
    reload: () => {
      bucket = loadBucketFile(options.bucketFile);
      view = viewOf(bucket);
      return bucket;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
