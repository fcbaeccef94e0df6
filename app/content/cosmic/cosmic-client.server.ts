import { z } from "zod";
import { env } from "#app/config/env.server.ts";
import { timed } from "#app/request/server-timing.server.ts";
import { CallCeiling, type CallLane, currentCallLane } from "./call-ceiling.ts";
import {
  CmsError,
  type CmsErrorKind,
  type ContentService,
  type ObjectsPage,
  type ObjectsRequest,
} from "./cms-service.ts";
import { contentServices } from "./content-services.server.ts";

export const DEFAULT_TIMEOUT_MS = 4000;

/** The objects URL exactly as Cosmic v3 expects it. */
export function objectsUrl(service: ContentService, request: ObjectsRequest): string {
  const params = new URLSearchParams({
    read_key: service.readKey,
    query: JSON.stringify({ type: request.type, ...request.query }),
    props: request.props.join(","),
  });
  if (request.limit !== undefined) params.set("limit", String(request.limit));
  if (request.skip) params.set("skip", String(request.skip));
  if (request.sort) params.set("sort", request.sort);
  if (request.depth) params.set("depth", String(request.depth));
  if (request.status) params.set("status", request.status);
  return `${service.apiUrl}/buckets/${encodeURIComponent(service.bucketSlug)}/objects?${params}`;
}

const pageSchema = z.object({ objects: z.array(z.unknown()), total: z.number().int().min(0) });

/** A call waits at most this long for its turn under the ceiling; later ones are shed. */
const MAX_TURN_WAIT_MS = 2000;
/** Background work (a publish's re-reads) waits longer for room; nobody is waiting on it. */
const MAX_BACKGROUND_WAIT_MS = 8000;
/**
 * The snapshot (a local emulator) is cheap but not free: while Cosmic is down every uncached
 * read goes to it, so its reads are bounded too.
 */
const SNAPSHOT_CALLS_PER_SECOND = 200;
let ceiling: CallCeiling | undefined;
let snapshotCeiling: CallCeiling | undefined;

function ceilingOf(perSecond: number): CallCeiling {
  ceiling ??= new CallCeiling(perSecond, MAX_TURN_WAIT_MS);
  return ceiling;
}

function snapshotCeilingOf(perSecond: number): CallCeiling {
  snapshotCeiling ??= new CallCeiling(perSecond, MAX_TURN_WAIT_MS);
  return snapshotCeiling;
}

/** Waits for this call's turn to call Cosmic, or throws when it is shed (counted in metrics). */
async function awaitTurn(type: string, lane: CallLane, snapshot: boolean): Promise<void> {
  const perSecond = snapshot ? SNAPSHOT_CALLS_PER_SECOND : env().COSMIC_CALLS_PER_SECOND;
  const lanes = snapshot ? snapshotCeilingOf(perSecond) : ceilingOf(perSecond);
  const waitMs = lane === "background" ? await awaitSpareTurn(lanes) : lanes.turn(lane);
  if (waitMs === null) {
    contentServices().cmsShed(type, snapshot ? "snapshot" : lane);
    throw new CmsError("overload", `${type}: shed, over ${perSecond} calls/s (${lane})`);
  }
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/** Waits until the ceiling has room to spare (0), or null past MAX_BACKGROUND_WAIT_MS. */
async function awaitSpareTurn(lanes: CallCeiling): Promise<0 | null> {
  const deadline = performance.now() + MAX_BACKGROUND_WAIT_MS;
  for (let waitMs = lanes.spareTurn(); waitMs > 0; waitMs = lanes.spareTurn()) {
    if (performance.now() + waitMs > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  return 0;
}

/**
 * One GET to the objects endpoint. 404 is Cosmic's "nothing matched": an empty page, not an
 * error. Every call is reported (type, status, duration) for the server's logs and metrics.
 */
export async function fetchObjects(
  request: ObjectsRequest,
  options: { timeoutMs?: number; service?: ContentService } = {},
): Promise<ObjectsPage> {
  // Cosmic's limit is per bucket; the snapshot (options.service) has a ceiling of its own.
  const lane = currentCallLane();
  await awaitTurn(request.type, lane, options.service !== undefined);
  const started = performance.now();
  const report = (status: number | Exclude<CmsErrorKind, "http">) =>
    contentServices().cmsCall({
      type: request.type,
      status,
      durationMs: performance.now() - started,
      origin: options.service ? "snapshot" : "cosmic",
      lane,
    });
  try {
    const answer = await timed("cms", () =>
      fetchOnce(request, options.service ?? contentServices().service, options.timeoutMs),
    );
    report(answer.status);
    return answer.page;
  } catch (error) {
    if (!(error instanceof CmsError)) report("network");
    else report(error.kind === "http" ? (error.status ?? 0) : error.kind);
    throw error;
  }
}

async function fetchOnce(
  request: ObjectsRequest,
  service: ContentService,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<{ page: ObjectsPage; status: number }> {
  const url = objectsUrl(service, request);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new CmsError(
      timedOut ? "timeout" : "network",
      `${request.type}: ${timedOut ? "timed out" : "unreachable"}`,
    );
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { page: { objects: [], total: 0 }, status: 404 };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CmsError("http", `${request.type}: HTTP ${response.status}`, response.status);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new CmsError("network", `${request.type}: answer cut off`);
  }
  return { page: parseObjectsPage(text, request.type), status: response.status };
}

/** An objects answer's JSON text, checked: from Cosmic, or as the fleet's shared cache kept it. */
export function parseObjectsPage(text: string, type: string): ObjectsPage {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CmsError("invalid-response", `${type}: response is not JSON`);
  }
  const parsed = pageSchema.safeParse(body);
  if (!parsed.success) {
    throw new CmsError("invalid-response", `${type}: unexpected response shape`);
  }
  return { ...parsed.data, bytes: text.length };
}
