/**
 * How many pages may be rendering at once, in all and per client. A page the cache holds never
 * waits here; a render past either limit is refused at once (503 with Retry-After), so one
 * client asking for uncached pages as fast as it can takes its share and not the machine.
 */
export type RenderRefusal = "total" | "client";

export class RenderLimits {
  private inFlight = 0;
  private readonly byClient = new Map<string, number>();
  private readonly limits: { total: number; perClient: number };
  private readonly onRefused: (reason: RenderRefusal, client: string) => void;

  constructor(
    limits: { total: number; perClient: number },
    onRefused: (reason: RenderRefusal, client: string) => void = () => {},
  ) {
    this.limits = limits;
    this.onRefused = onRefused;
  }

  /** A slot for one render, released by calling what it returns; undefined when refused. */
  tryStart(client: string): (() => void) | undefined {
    const ofClient = this.byClient.get(client) ?? 0;
    const refusal: RenderRefusal | undefined =
      this.inFlight >= this.limits.total
        ? "total"
        : ofClient >= this.limits.perClient
          ? "client"
          : undefined;
    if (refusal) {
      this.onRefused(refusal, client);
      return undefined;
    }
    this.inFlight++;
    this.byClient.set(client, ofClient + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight--;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }

  get rendering(): number {
    return this.inFlight;
  }
}
