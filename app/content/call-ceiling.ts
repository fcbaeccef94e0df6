/**
 * A ceiling on calls per second (a token bucket that may run into debt): up to `perSecond` calls
 * go at once, later ones wait for their turn, and a call whose turn is more than `maxWaitMs` away
 * is refused. Cosmic answers at most 100 uncached requests a second per bucket (then 429): the
 * site stays well under that however many visitors, crawlers or made-up URLs arrive together.
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
  turn(): number | null {
    const now = this.now();
    const refilled = ((now - this.updatedAt) / 1000) * this.perSecond;
    this.tokens = Math.min(this.perSecond, this.tokens + refilled);
    this.updatedAt = now;
    const waitMs = this.tokens >= 1 ? 0 : ((1 - this.tokens) / this.perSecond) * 1000;
    if (waitMs > this.maxWaitMs) return null;
    this.tokens -= 1;
    return waitMs;
  }
}
