import { type AreaSlug, areaSlugOf } from "#app/config/site.ts";
import { EVENT_STATUSES, type EventStatus, type PartyItem } from "#app/domain/content-types.ts";
import { isIsoDate, isWallTime } from "#app/domain/dates.ts";
import { partyPath } from "#app/domain/party-paths.ts";

/**
 * My night: the parties a visitor saved, kept in this browser only (localStorage; no account,
 * nothing on the server). Every tab sees the same list: writes in one reach the others through
 * the storage event.
 */
export interface SavedParty {
  /** The party page's path in English ("/event/zamna-opening"). */
  path: string;
  title: string;
  date: string;
  startTime?: string;
  /** When it ends, when the editor said (else it lasts the default four hours). */
  endTime?: string;
  area: AreaSlug;
  /** As the party's page last said (cancelled, postponed, ...); absent means scheduled. */
  status?: EventStatus;
}

const KEY = "my-night";
const EMPTY: readonly SavedParty[] = [];
const listeners = new Set<() => void>();

export function isSavedParty(value: unknown): value is SavedParty {
  return (
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    typeof value.path === "string" &&
    value.path.startsWith("/") &&
    "title" in value &&
    typeof value.title === "string" &&
    "date" in value &&
    typeof value.date === "string" &&
    isIsoDate(value.date) &&
    (!("startTime" in value) ||
      (typeof value.startTime === "string" && isWallTime(value.startTime))) &&
    (!("endTime" in value) || (typeof value.endTime === "string" && isWallTime(value.endTime))) &&
    "area" in value &&
    areaSlugOf(value.area) !== undefined &&
    (!("status" in value) || EVENT_STATUSES.some((status) => status === value.status))
  );
}

/** The list as stored; anything another version or a hand edit left that is not a party is dropped. */
function parse(raw: string | null): readonly SavedParty[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSavedParty) : EMPTY;
  } catch {
    return EMPTY;
  }
}

let last: { raw: string | null; parties: readonly SavedParty[] } = { raw: null, parties: EMPTY };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private modes, settings): saving does nothing.
    return null;
  }
}

/** Every saved party, in the order saved; the same array until the list changes (for React). */
export function savedParties(): readonly SavedParty[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== last.raw) last = { raw, parties: parse(raw) };
  return last.parties;
}

export const noSavedParties = (): readonly SavedParty[] => EMPTY;

function write(parties: readonly SavedParty[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(parties));
  } catch {
    // Storage full or blocked: the list stays as it was.
  }
  for (const listener of listeners) listener();
}

/** Adds a party (made by savedPartyOf) at the end of the list, once. */
export function save(party: SavedParty): void {
  const saved = savedParties();
  if (!saved.some((item) => item.path === party.path)) write([...saved, party]);
}

export function unsave(path: string): void {
  write(savedParties().filter((party) => party.path !== path));
}

/** Keeps only `kept` (the parties not over yet): the others leave the stored list too. */
export function keepOnly(kept: readonly SavedParty[]): void {
  const paths = new Set(kept.map((party) => party.path));
  const saved = savedParties();
  if (saved.some((party) => !paths.has(party.path)))
    write(saved.filter((party) => paths.has(party.path)));
}

/**
 * Brings a saved party up to date with its page (a date moved, a party cancelled since it was
 * saved); a party not saved is left alone.
 */
export function refreshSaved(party: SavedParty): void {
  const saved = savedParties();
  const index = saved.findIndex((item) => item.path === party.path);
  if (index < 0 || JSON.stringify(saved[index]) === JSON.stringify(party)) return;
  write(saved.map((item, i) => (i === index ? party : item)));
}

/** Whether a party can be saved, booked or added to a calendar: not once it is cancelled. */
export const isBookable = (party: { status?: EventStatus }): boolean =>
  party.status !== "cancelled";

/** For useSyncExternalStore: this tab's writes and other tabs' (the storage event). */
export function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** What My night keeps of a party. */
export function savedPartyOf(
  party: Pick<
    PartyItem,
    "kind" | "slug" | "title" | "date" | "startTime" | "endTime" | "area" | "status"
  >,
): SavedParty {
  const { title, date, startTime, endTime, area, status } = party;
  return {
    path: partyPath(party),
    title,
    date,
    ...(startTime ? { startTime } : {}),
    ...(endTime ? { endTime } : {}),
    area,
    ...(status !== "scheduled" ? { status } : {}),
  };
}
