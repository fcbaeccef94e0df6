import { createRequestContextKey } from "#app/request/request-context.server.ts";
import {
  CmsError,
  type ContentService,
  type ObjectsPage,
  type ObjectsRequest,
} from "./cms-service.ts";
import { contentServices } from "./content-services.server.ts";
import { fetchObjects } from "./cosmic-client.server.ts";

/**
 * The last snapshot of the bucket (CONTENT_FALLBACK_FILE, served by a local emulator): what the
 * site answers from when Cosmic fails and the content cache holds nothing for a request, instead
 * of a 503. Pages made from it say so and are cached for a minute at most.
 */
export interface ContentFallback {
  service: ContentService;
  /** When the snapshot was taken (ISO 8601). */
  takenAt: string;
}

/** After Cosmic fails, uncached requests go straight to the snapshot for this long. */
const LIVE_RETRY_MS = 5_000;

let liveRetryAt = 0;
/** Set while Cosmic is failing and the snapshot answers; cleared by Cosmic's next answer. */
let snapshotSince: number | null = null;

export interface RenderRecord {
  usedSnapshot: boolean;
  noticeShown: boolean;
  /** A section was left empty because its content failed (or was shed): not a page to keep. */
  partial: boolean;
  /** The render asked Cosmic (or its snapshot) itself: it was not answered from caches alone. */
  calledCosmic: boolean;
  /** The render searched the index ("did you mean"): tens of milliseconds of CPU (issue 64). */
  searched: boolean;
  /** The first instant after the render at which something it read starts, ends or turns. */
  changesAt: number | null;
  /** The answer shows no clock (dates, not "tonight"): what it read turning leaves it true. */
  clockFree: boolean;
}

const renderKey = createRequestContextKey<RenderRecord>("render record");

/**
 * Failures a snapshot may cover: Cosmic down, slow, overloaded or answering garbage. A call the
 * site shed itself (over its own ceiling) is none of these: Cosmic is fine, the site is busy.
 */
function isOutage(error: unknown): boolean {
  if (!(error instanceof CmsError) || error.kind === "overload") return false;
  if (error.kind !== "http") return true;
  return error.status === 429 || (error.status ?? 0) >= 500;
}

/** Objects from Cosmic; with a snapshot configured, skipped for a moment after a failure. */
export async function liveObjects(request: ObjectsRequest): Promise<ObjectsPage> {
  const { fallback } = contentServices();
  const record = renderKey.read();
  if (record) record.calledCosmic = true;
  if (fallback && Date.now() < liveRetryAt) {
    throw new CmsError("network", `${request.type}: skipped, Cosmic failed moments ago`);
  }
  try {
    const page = await fetchObjects(request);
    if (snapshotSince !== null) {
      snapshotSince = null;
      console.info("content: Cosmic answers again; pages use live content");
    }
    return page;
  } catch (error) {
    if (fallback && isOutage(error)) liveRetryAt = Date.now() + LIVE_RETRY_MS;
    throw error;
  }
}

/** The snapshot's answer when Cosmic's call failed with an outage; otherwise that failure. */
export async function snapshotObjects(
  request: ObjectsRequest,
  liveError: unknown,
): Promise<ObjectsPage> {
  const { fallback } = contentServices();
  if (!fallback || !isOutage(liveError)) throw liveError;
  const page = await fetchObjects(request, { service: fallback.service });
  if (snapshotSince === null) {
    snapshotSince = Date.now();
    const reason = liveError instanceof Error ? liveError.message : String(liveError);
    console.warn(
      `content: Cosmic is failing (${reason}); answering from the snapshot taken ${fallback.takenAt}`,
    );
  }
  const record = renderKey.read();
  if (record) record.usedSnapshot = true;
  return page;
}

/** Records that this render ran a search over the index: a refusal it makes is not cheap. */
export function markSearchingRender(): void {
  const record = renderKey.read();
  if (record) record.searched = true;
}

/** Records that what this render read reads differently from `at` on (a start, an end). */
export function noteChangeAt(at: number | null): void {
  const record = renderKey.read();
  if (
    record &&
    !record.clockFree &&
    at !== null &&
    (record.changesAt === null || at < record.changesAt)
  )
    record.changesAt = at;
}

/**
 * Marks this render as one the clock cannot make false (a link preview's card: a date and a
 * status, never "tonight" or "ended"), so a start or an end in what it reads does not cut how
 * long it is kept.
 */
export function markClockFreeRender(): void {
  const record = renderKey.read();
  if (!record) return;
  record.clockFree = true;
  record.changesAt = null;
}

/**
 * When the page being rendered next reads differently, from what it has read so far: a
 * loader returns it last, as `freshUntil`, so an open tab asks again then (issue 63).
 */
export const renderChangesAt = (): number | null => renderKey.read()?.changesAt ?? null;

/** Called when a section of the page is left empty because its content call failed. */
export function markPartialRender(): void {
  const record = renderKey.read();
  if (record) record.partial = true;
}

/** For the page shell: when the snapshot is answering, the date it was taken. */
export function snapshotNotice(): { takenAt: string } | null {
  const { fallback } = contentServices();
  if (!fallback || snapshotSince === null) return null;
  const record = renderKey.read();
  if (record) record.noticeShown = true;
  return { takenAt: fallback.takenAt };
}

/**
 * Runs one render and reports whether any of its content came from the snapshot, and whether
 * the page shows the notice that says so (the shell's loader runs beside the page's, so on the
 * first failed call it cannot know yet).
 */
export async function trackSnapshotUse<T>(
  render: () => Promise<T>,
): Promise<{ value: T } & RenderRecord> {
  const record: RenderRecord = {
    usedSnapshot: false,
    noticeShown: false,
    partial: false,
    calledCosmic: false,
    searched: false,
    changesAt: null,
    clockFree: false,
  };
  const value = await renderKey.with(record, render);
  return { value, ...record };
}
