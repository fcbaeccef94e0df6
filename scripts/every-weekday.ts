/**
 * The built-site suites on every day of the week (issue 67). The demo's dates follow the day it
 * is served, so what a page lists, and how long it is, changes with the weekday: a suite that
 * passes today may fail on a Tuesday. This runs `vitest --config vitest.e2e.config.ts` once per
 * day offset with every process's clock (the runner, the sites and emulators it starts,
 * Chromium) moved by whole days with Debian's libfaketime: `FAKETIME=+Nd` keeps the clock
 * running and every process agrees on it, as on a machine whose date is N days on.
 *
 *   npm run build && npm run test:weekdays                      # all seven days, every file
 *   npm run test:weekdays -- --days 1,3 tests/browser/home.test.ts   # some days, some files
 *
 * Tests that need a particular hour or day set their own clock (tests/support/site-clock.ts);
 * that clock wins over this one for the sites they start.
 */
import { spawnSync } from "node:child_process";
import { globSync } from "node:fs";
import { parseArgs } from "node:util";

const LIBRARY = globSync("/usr/lib/*/faketime/libfaketime.so.1")[0];
if (!LIBRARY) {
  console.error("every-weekday: libfaketime is missing: apt-get install -y faketime");
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { days: { type: "string", default: "0,1,2,3,4,5,6" } },
  allowPositionals: true,
});
const offsets = values.days.split(",").map((day) => Number.parseInt(day, 10));
if (offsets.some((offset) => !Number.isInteger(offset) || offset < 0 || offset > 6)) {
  console.error("every-weekday: --days takes offsets from 0 to 6, e.g. --days 1,3,5");
  process.exit(1);
}

const weekday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString("en-US", {
    weekday: "long",
    month: "short",
    day: "numeric",
    timeZone: "America/Cancun",
  });

const results: string[] = [];
for (const offset of offsets) {
  console.info(`\nevery-weekday: ${weekday(offset)} in Tulum (FAKETIME=+${offset}d)`);
  const run = spawnSync(
    "npx",
    ["vitest", "run", "--config", "vitest.e2e.config.ts", ...positionals],
    {
      stdio: "inherit",
      env: { ...process.env, LD_PRELOAD: LIBRARY, FAKETIME: `+${offset}d` },
    },
  );
  results.push(`${weekday(offset)}: ${run.status === 0 ? "passed" : "FAILED"}`);
}
console.info(`\nevery-weekday:\n  ${results.join("\n  ")}`);
process.exit(results.some((line) => line.endsWith("FAILED")) ? 1 : 0);
