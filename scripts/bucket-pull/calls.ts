/** How bucket:pull calls Cosmic: paced, retried with back-off, with its progress shown. */

export class PullError extends Error {}

export const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Spaces calls evenly: never more than `perSecond` started in any second. */
export function pacer(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond;
  let nextAt = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at > now) await sleep(at - now);
  };
}

/** The SDK rejects with the answer's JSON body (Cosmic puts the status in it) or nothing. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status: unknown = Reflect.get(error, "status");
  return typeof status === "number" ? status : undefined;
}

function describe(error: unknown): string {
  const status = statusOf(error);
  if (status === undefined) {
    return error instanceof Error ? error.message : "no answer (network error)";
  }
  const message: unknown =
    typeof error === "object" && error !== null ? Reflect.get(error, "message") : undefined;
  return `HTTP ${status}${typeof message === "string" && message ? ` (${message})` : ""}`;
}

/** A media file's download failed with this status (retried like an API answer). */
export class DownloadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** One line on a terminal, redrawn; one line per step when the output is a log (cron). */
export class Progress {
  private readonly live = Boolean(process.stderr.isTTY);
  private done = 0;
  total = 0;

  step(label: string, count = 1): void {
    this.done += count;
    if (!this.live) return;
    const width = 24;
    const share = this.total ? Math.min(1, this.done / this.total) : 0;
    const filled = Math.round(share * width);
    process.stderr.write(
      `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${this.done}/${this.total} ${label}`.padEnd(
        100,
      ),
    );
  }

  say(line: string): void {
    process.stderr.write(`${this.live ? "\r\x1b[K" : ""}bucket:pull: ${line}\n`);
  }
}

export type Call = (label: string, run: () => unknown) => Promise<unknown>;

/** Runs a call, retried with back-off on 429, 5xx and network errors; a 404 answers null. */
export function retrying(
  options: { retries: number; backoffMs: number },
  progress: Progress,
  pace?: () => Promise<void>,
): Call {
  return async (label, run) => {
    for (let attempt = 0; ; attempt++) {
      await pace?.();
      try {
        return await run();
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        const retriable = status === undefined || status === 429 || status >= 500;
        if (!retriable || attempt >= options.retries) {
          throw new PullError(
            `${label}: ${describe(error)}${retriable ? ` after ${attempt + 1} tries` : ""}`,
          );
        }
        const delay = Math.round(options.backoffMs * 2 ** attempt * (1 + Math.random() / 4));
        progress.say(`${label}: ${describe(error)}; retrying in ${delay} ms`);
        await sleep(delay);
      }
    }
  };
}
