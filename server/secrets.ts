import { createHash, timingSafeEqual } from "node:crypto";
import { clientNetwork } from "./client-network.ts";

/**
 * Whether a secret a request brought equals the configured one, in constant time: both are
 * hashed to equal-length digests first, so neither the secret nor its length leaks.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Wrong secrets a client may send in a minute before it is told to wait (webhook, preview). */
export const WRONG_SECRETS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/**
 * Clients counted at once; past this the earliest counted is forgotten (memory stays bounded): a
 * flood of addresses never makes a newcomer share their count, so the right secret keeps
 * working from an address that guessed nothing (issue 64).
 */
const MAX_CLIENTS = 10_000;

/**
 * Bounds the guesses of a secret per client: after WRONG_SECRETS_PER_MINUTE wrong ones in a
 * minute, the client's requests are refused with 429 until the minute is over, right ones too
 * (a guesser must not learn when it hit). Counted in fixed one-minute windows, per network (an
 * IPv6 /64 is one client: clientNetwork).
 */
export class SecretGuesses {
  private window = 0;
  private wrong = new Map<string, number>();
  private readonly onBlocked: (client: string) => void;
  private readonly now: () => number;
  private readonly onRefused: () => void;

  constructor(
    onBlocked: (client: string) => void = () => {},
    now: () => number = Date.now,
    onRefused: () => void = () => {},
  ) {
    this.onBlocked = onBlocked;
    this.now = now;
    this.onRefused = onRefused;
  }

  private counts(): Map<string, number> {
    const window = Math.floor(this.now() / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.wrong = new Map();
    }
    return this.wrong;
  }

  /** Seconds the client must wait (a refusal, counted), or 0 when it may try. */
  waitSeconds(client: string): number {
    const wrong = this.counts().get(clientNetwork(client)) ?? 0;
    if (wrong < WRONG_SECRETS_PER_MINUTE) return 0;
    this.onRefused();
    return Math.max(1, Math.ceil((WINDOW_MS - (this.now() % WINDOW_MS)) / 1000));
  }

  wrongSecret(client: string): void {
    const key = clientNetwork(client);
    const counts = this.counts();
    const wrong = (counts.get(key) ?? 0) + 1;
    // Re-inserted, so the map's first key is the one counted earliest: forgotten when full.
    counts.delete(key);
    if (counts.size >= MAX_CLIENTS) {
      const earliest = counts.keys().next().value;
      if (earliest !== undefined) counts.delete(earliest);
    }
    counts.set(key, wrong);
    if (wrong === WRONG_SECRETS_PER_MINUTE) this.onBlocked(key);
  }
}
