import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { AGAINST_BARE_NODE, BROWSER_ENCODINGS, heldAgainstBare } from "./throughput.ts";
import { line, PAGES, percentile, startObservedSite, warm } from "./tools.ts";

const ROOT = resolve(import.meta.dirname, "../..");

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/**
 * A checkout of `commit` in a git worktree of its own, its dependencies installed (this tree's
 * when the lock files are the same, else `npm ci`) and built; kept for the next paired run.
 */
export function builtCheckout(commit: string): string {
  const sha = spawnSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], {
    cwd: ROOT,
    encoding: "utf8",
  }).stdout.trim();
  if (!sha) throw new Error(`${commit} is not a commit of this repository`);
  const folder = join(tmpdir(), `bench-paired-${sha.slice(0, 12)}`);
  if (!existsSync(folder)) run("git", ["worktree", "add", "--detach", folder, sha], ROOT);
  if (!existsSync(join(folder, "node_modules"))) {
    const lock = (root: string) => readFileSync(join(root, "package-lock.json"), "utf8");
    if (lock(folder) === lock(ROOT))
      symlinkSync(join(ROOT, "node_modules"), join(folder, "node_modules"));
    else run("npm", ["ci", "--no-audit", "--no-fund"], folder);
  }
  if (!existsSync(join(folder, "build", "server"))) run("npm", ["run", "build"], folder);
  return folder;
}

/**
 * npm run bench -- --paired COMMIT [--rounds N]: the cached pages of COMMIT's build and of this
 * working tree's build (run `npm run build` first), in alternating runs (A, B, A, B, ...), each
 * page held against a bare Node server sending the same brotli bytes, as a browser asks. On a
 * shared machine one run of each is noise; the medians of alternating runs are a comparison.
 */
export async function paired(commit: string, rounds: number, duration: number) {
  console.info(`\n== Paired: ${commit} and the working tree, ${rounds} alternating rounds`);
  const builds: [string, string | undefined][] = [
    [commit.slice(0, 12), builtCheckout(commit)],
    ["working tree", undefined],
  ];
  const ratios = new Map<string, number[]>();
  const p99s = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round++) {
    for (const [label, root] of builds) {
      const site = await startObservedSite({}, root);
      try {
        await warm(site);
        for (const name of AGAINST_BARE_NODE) {
          const path = PAGES[name] ?? "/";
          const figures = await heldAgainstBare(site.url, path, duration, BROWSER_ENCODINGS);
          const key = `${label} · ${name}`;
          ratios.set(key, [...(ratios.get(key) ?? []), figures.ratio]);
          p99s.set(key, [...(p99s.get(key) ?? []), figures.p99]);
          line(
            `round ${round}, ${key}`,
            `${Math.round(figures.rps)} req/s`,
            `ratio ${figures.ratio.toFixed(2)} to ${Math.round(figures.bare.rps)} req/s, p99 ${figures.p99} ms`,
          );
        }
      } finally {
        await site.stop();
      }
    }
  }
  console.info("\nMedian of the rounds (brotli, ratio to a bare Node server; target >= 0.8):");
  for (const name of AGAINST_BARE_NODE) {
    for (const [label] of builds) {
      const key = `${label} · ${name}`;
      const all = ratios.get(key) ?? [];
      line(
        key,
        `ratio ${percentile(all, 0.5).toFixed(2)}`,
        `(rounds ${all.map((ratio) => ratio.toFixed(2)).join(", ")}; median p99 ${percentile(p99s.get(key) ?? [], 0.5)} ms)`,
      );
    }
  }
}
