import { createRequestContextKey } from "#app/request/request-context.server.ts";

/**
 * Which share of the ceiling a call draws on. `reserved`: refreshing content already cached (it
 * keeps every served page current), the home page and readiness; `miss`: anything else a visitor
 * or a crawler asks for the first time, the calls a flood of made-up URLs makes. Misses are shed
 * first: they may never take the reserved half of the bucket. `background`: work no visitor
 * waits on (a publish's re-reads, the warm-up's renders): it only takes a turn while the
 * bucket is three-quarters full, never borrows, and waits for room, so a publish's hundreds of
 * re-reads never leave a visitor's first read of a page without its turn (issue 64).
 */
export type CallLane = "reserved" | "miss" | "background";

/** Runs `call` with its CMS calls in `lane` (the request's lane otherwise; `miss` by default). */
const callLaneKey = createRequestContextKey<CallLane>("call lane");

export function inCallLane<T>(lane: CallLane, call: () => T): T {
  return callLaneKey.with(lane, call);
}

export function currentCallLane(): CallLane {
  return callLaneKey.read() ?? "miss";
}

/** The lane the work running now was put in, if any was chosen (a warm-up's renders). */
export function chosenCallLane(): CallLane | undefined {
  return callLaneKey.read();
}

/** The share of a second's calls misses may not take. */
const RESERVED_SHARE = 0.5;
/** The share of a second's calls background work leaves to visitors. */
const VISITORS_SHARE = 0.75;
/** A miss waits at most this long for its turn; a reserved call up to the ceiling's wait. */
const MISS_MAX_WAIT_MS = 500;

/**
 * A ceiling on calls per second (a token bucket that may run into debt): up to `perSecond` calls
 * go at once, later ones wait for their turn, and a call whose turn is more than `maxWaitMs` away
 * is refused. Cosmic answers at most 100 uncached requests a second per bucket (then 429): the
 * site stays well under that however many visitors, crawlers or made-up URLs arrive together.
 * Misses only use what is above the reserved half and wait half a second at most, so a flood of
 * them leaves reserved calls their turn within a call's time.
 */
export class CallCeiling {
  private tokens: number;
  private updatedAt: number;
  private readonly perSecond: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;

  constructor(perSecond: number, maxWaitMs: number, now: () => number = () => performance.now()) {
    this.perSecond = perSecond;
    this.maxWaitMs = maxWaitMs;
    this.now = now;
    this.tokens = perSecond;
    this.updatedAt = now();
  }

  /**
   * How long the caller must wait before its call (0: at once), or null when its turn is too far
   * off: the call is shed. A granted turn is taken even when the caller then gives up.
   */
  turn(lane: Exclude<CallLane, "background"> = "reserved"): number | null {
    this.refill();
    const floor = lane === "miss" ? this.perSecond * RESERVED_SHARE : 0;
    const available = this.tokens - floor;
    const waitMs = available >= 1 ? 0 : ((1 - available) / this.perSecond) * 1000;
    if (waitMs > (lane === "miss" ? Math.min(MISS_MAX_WAIT_MS, this.maxWaitMs) : this.maxWaitMs))
      return null;
    this.tokens -= 1;
    return waitMs;
  }

  /**
   * A background call's turn: 0 when it is taken now, or how long to wait before asking again
   * (nothing taken meanwhile: background work never runs the bucket into debt).
   */
  spareTurn(): number {
    this.refill();
    const available = this.tokens - this.perSecond * VISITORS_SHARE;
    if (available >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return ((1 - available) / this.perSecond) * 1000;
  }

  private refill(): void {
    const now = this.now();
    const refilled = ((now - this.updatedAt) / 1000) * this.perSecond;
    this.tokens = Math.min(this.perSecond, this.tokens + refilled);
    this.updatedAt = now;
  }
}
