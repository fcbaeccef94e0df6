import { globSync } from "node:fs";

/** Debian's libfaketime, which `.ci/run` installs. */
const FAKETIME_LIBRARY = globSync("/usr/lib/*/faketime/libfaketime.so.1")[0];

/** libfaketime's absolute start for an instant, in the process's zone (UTC here). */
export const fakeTime = (clock: string | Date) =>
  `@${new Date(clock).toISOString().slice(0, 19).replace("T", " ")}`;

/**
 * The environment that starts a site's clock at `clock` and lets it run on, or, with
 * `clockFile`, reads the clock from that file again each second (a test rewrites it to move
 * the server's clock). An inherited FAKETIME is left out then: libfaketime reads it before the
 * file, and `npm run test:weekdays` runs the whole suite under one.
 */
export function siteClock(
  clock: string | Date,
  clockFile?: string,
): Record<string, string | undefined> {
  if (!FAKETIME_LIBRARY) throw new Error("libfaketime is missing: apt-get install -y faketime");
  return {
    LD_PRELOAD: FAKETIME_LIBRARY,
    TZ: "UTC",
    ...(clockFile
      ? { FAKETIME: undefined, FAKETIME_TIMESTAMP_FILE: clockFile, FAKETIME_CACHE_DURATION: "1" }
      : { FAKETIME: fakeTime(clock) }),
  };
}

/**
 * This process's environment without libfaketime, for the servers the suites start beside the
 * site (Redis, nginx): Redis cannot start under it ("recursive calls to clock_gettime") and
 * nginx's upstream timers misbehave. A suite at another day moves the site's and the browser's
 * clocks (npm run test:weekdays), not theirs.
 */
export function withoutFakeTime(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { LD_PRELOAD: _preload, FAKETIME: _time, ...rest } = env;
  return rest;
}
