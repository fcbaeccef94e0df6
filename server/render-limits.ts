/**
 * How many pages may be rendering at once, in all and per client, and how many a client may
 * start each second. A page the cache holds never waits here; a render past a limit is refused
 * at once (503 with Retry-After), so one client asking for uncached pages as fast as it can takes
 * its share and not the machine. Clients on this machine (health checks, warmers, tests, and
 * nginx itself when it names no client) are held only by the total.
 */
import { clientNetwork } from "./client-network.ts";

export type RenderRefusal = "total" | "client";

export interface RenderLimitSettings {
  total: number;
  perClient: number;
  /** Renders a client may start per second, on average (bursts of twice that). */
  perClientPerSecond: number;
}

/** Clients whose render budgets are remembered; past this the oldest are forgotten. */
const MAX_CLIENTS = 10_000;
/**
 * "Did you mean" searches a client may start per second, in bursts of three times that: a
 * visitor mistypes a link now and then; a flood of made-up URLs gets plain 404s (issue 64).
 */
const SEARCHES_PER_SECOND = 2;
const SEARCH_BURST = SEARCHES_PER_SECOND * 3;

interface ClientBudget {
  inFlight: number;
  tokens: number;
  searches: number;
  updatedAt: number;
}

const isLoopback = (client: string) =>
  client === "::1" || client.startsWith("127.") || client.startsWith("::ffff:127.");

export class RenderLimits {
  private inFlight = 0;
  private readonly clients = new Map<string, ClientBudget>();
  private readonly limits: RenderLimitSettings;
  private readonly onRefused: (reason: RenderRefusal, client: string) => void;
  private readonly now: () => number;

  constructor(
    limits: RenderLimitSettings,
    onRefused: (reason: RenderRefusal, client: string) => void = () => {},
    now: () => number = Date.now,
  ) {
    this.limits = limits;
    this.onRefused = onRefused;
    this.now = now;
  }

  private budgetOf(client: string): ClientBudget {
    const now = this.now();
    let budget = this.clients.get(client);
    if (!budget) {
      if (this.clients.size >= MAX_CLIENTS) {
        const oldest = this.clients.keys().next().value;
        if (oldest !== undefined) this.clients.delete(oldest);
      }
      budget = { inFlight: 0, tokens: this.burst, searches: SEARCH_BURST, updatedAt: now };
      this.clients.set(client, budget);
    }
    const seconds = (now - budget.updatedAt) / 1000;
    budget.tokens = Math.min(this.burst, budget.tokens + seconds * this.limits.perClientPerSecond);
    budget.searches = Math.min(SEARCH_BURST, budget.searches + seconds * SEARCHES_PER_SECOND);
    budget.updatedAt = now;
    return budget;
  }

  private get burst(): number {
    return this.limits.perClientPerSecond * 2;
  }

  /**
   * A slot for one render, released by calling what it returns; undefined when refused. `cost`
   * is how many starts of the client's allowance it takes: a preview image, several renders'
   * worth of CPU, takes several (issue 64). Released with `refund`, the render gives its client
   * back what it took: a refusal that cost no Cosmic call and little time (a made-up sitemap
   * file's 404, a page number past the end's redirect) must not use up the allowance a visitor
   * at the same address needs for real pages.
   */
  tryStart(client: string, cost = 1): ((refund?: boolean) => void) | undefined {
    if (this.inFlight >= this.limits.total) {
      this.onRefused("total", client);
      return undefined;
    }
    // Counted by network: an IPv6 /64 is one client however many addresses it uses (issue 64).
    const budget = isLoopback(client) ? undefined : this.budgetOf(clientNetwork(client));
    if (budget && (budget.inFlight >= this.limits.perClient || budget.tokens < cost)) {
      this.onRefused("client", client);
      return undefined;
    }
    this.inFlight++;
    if (budget) {
      budget.inFlight++;
      budget.tokens -= cost;
    }
    let released = false;
    return (refund = false) => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (!budget) return;
      budget.inFlight--;
      if (refund) budget.tokens = Math.min(this.burst, budget.tokens + cost);
    };
  }

  /**
   * Whether a render for `client` may search the index ("did you mean"), asked when it would:
   * each yes takes one of the client's searches (app/search/search-allowance.server.ts).
   */
  searchAllowance(client: string): () => boolean {
    if (isLoopback(client)) return () => true;
    return () => {
      const budget = this.budgetOf(clientNetwork(client));
      if (budget.searches < 1) return false;
      budget.searches -= 1;
      return true;
    };
  }

  get rendering(): number {
    return this.inFlight;
  }
}
