export interface CacheOptions<T> {
  /** How long an entry is served without asking the CMS. */
  freshMs: number;
  /** After that, how long it is still served while one request refreshes it. */
  staleWhileRevalidateMs: number;
  /** When refreshing fails, how long the last good value keeps being served. */
  staleIfErrorMs: number;
  /** The most entries kept; the least recently used go first. */
  maxEntries?: number;
  /** The most bytes kept (as `sizeOf` counts them); the least recently used go first. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  now?: () => number;
  /** Which failures the last good value may cover for; all of them unless told. */
  servesStaleOn?: (error: unknown) => boolean;
  /** The most an entry may be kept, whatever the windows above say; unlimited unless told. */
  lifetimeOf?: (value: T) => number;
  /** An entry's own fresh window, when it differs from `freshMs`. */
  freshMsOf?: (value: T) => number;
  /** Told how each read was answered (for metrics). */
  observe?: (outcome: CacheOutcome) => void;
  /** Which loaded values are kept; all of them unless told (a value not kept drops the old one). */
  keeps?: (value: T) => boolean;
  /**
   * A kept value the caller knows is out of date whatever its age (built before a publish): it
   * is never answered fresh or stale, the next read waits for a new one, and it is still the
   * last good value if that load fails. None is unless told.
   */
  outdated?: (value: T) => boolean;
}

/**
 * How a read was answered: fresh from the cache, stale while one load refreshes it, loaded
 * (nothing usable was kept), or stale because the load failed.
 */
export type CacheOutcome = "hit" | "stale" | "miss" | "stale-on-error";

interface Entry<T> {
  value: T;
  storedAt: number;
  bytes: number;
}

/**
 * Per-query content cache: fresh for a short time, then stale-while-revalidate, then
 * stale-if-error; identical concurrent loads share one upstream call. Errors are never stored.
 */
export class RevalidatingCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly options: Required<CacheOptions<T>>;
  /** Bumped by clear(): loads that started before a purge must not write back old data. */
  private generation = 0;
  private storedBytes = 0;

  constructor(options: CacheOptions<T>) {
    this.options = {
      now: Date.now,
      servesStaleOn: () => true,
      maxEntries: Number.POSITIVE_INFINITY,
      maxBytes: Number.POSITIVE_INFINITY,
      sizeOf: () => 0,
      observe: () => {},
      keeps: () => true,
      lifetimeOf: () => Number.POSITIVE_INFINITY,
      freshMsOf: () => options.freshMs,
      outdated: () => false,
      ...options,
    };
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    let age = entry ? this.options.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age >= this.options.lifetimeOf(entry.value)) {
      this.remove(key);
      entry = undefined;
      age = Number.POSITIVE_INFINITY;
    }
    const freshMs = entry ? this.options.freshMsOf(entry.value) : this.options.freshMs;
    const { observe } = this.options;
    const current = entry && !this.options.outdated(entry.value) ? entry : undefined;
    if (current && age < freshMs) {
      this.touch(key, current);
      observe("hit");
      return current.value;
    }
    if (current && age < freshMs + this.options.staleWhileRevalidateMs) {
      this.refresh(key, load).catch(() => {});
      observe("stale");
      return current.value;
    }
    try {
      const value = await this.refresh(key, load);
      observe("miss");
      return value;
    } catch (error) {
      const withinStaleIfError = age < freshMs + this.options.staleIfErrorMs;
      if (entry && withinStaleIfError && this.options.servesStaleOn(error)) {
        observe("stale-on-error");
        return entry.value;
      }
      observe("miss");
      throw error;
    }
  }

  /**
   * The value for `key` when it is fresh, without waiting: for answers given before any other
   * work (page-cache hits). Anything else (stale, missing) is for `get`.
   */
  fresh(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.options.outdated(entry.value)) return undefined;
    const age = this.options.now() - entry.storedAt;
    const freshMs = Math.min(
      this.options.freshMsOf(entry.value),
      this.options.lifetimeOf(entry.value),
    );
    if (age >= freshMs) return undefined;
    this.touch(key, entry);
    this.options.observe("hit");
    return entry.value;
  }

  /**
   * The value `key` holds, fresh or stale, within its lifetime, without loading or refreshing
   * anything (no hit counted, no recency changed).
   */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.options.now() - entry.storedAt;
    return age < this.options.lifetimeOf(entry.value) ? entry.value : undefined;
  }

  /** Whether `key` holds a value, fresh or stale (no hit counted, no recency changed). */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores a value for a key that holds none yet (what a list knows of each of its details). */
  prime(key: string, value: T): void {
    if (!this.entries.has(key)) this.store(key, value);
  }

  /** Stores a value read afresh in place of what the key held (a list re-read after a publish). */
  replace(key: string, value: T): void {
    this.store(key, value);
  }

  /** Drops the entries whose key matches; used by the publish webhook. */
  invalidate(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (matches(key)) {
        this.remove(key);
        dropped++;
      }
    }
    this.generation++;
    return dropped;
  }

  clear(): void {
    this.invalidate(() => true);
  }

  /** How long an entry is served without asking again. */
  get freshMs(): number {
    return this.options.freshMs;
  }

  /** Goes up with every invalidate(): whatever was built from older entries may be out of date. */
  get version(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the kept values take, as `sizeOf` counts them. */
  get bytes(): number {
    return this.storedBytes;
  }

  private refresh(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation !== this.generation) return value;
        if (this.options.keeps(value)) this.store(key, value);
        else this.remove(key);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private store(key: string, value: T): void {
    this.remove(key);
    const bytes = this.options.sizeOf(value);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { value, storedAt: this.options.now(), bytes });
    this.storedBytes += bytes;
    // Map keeps insertion order and touch() re-inserts on use: the first key is the least
    // recently used.
    while (
      this.entries.size > this.options.maxEntries ||
      this.storedBytes > this.options.maxBytes
    ) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= entry.bytes;
  }

  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
