import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Page, ProtocolError } from "puppeteer-core";
import { freePort } from "./site-process.ts";

/**
 * The two engines besides Chromium that visitors hold (issue 66), both from Debian's packages:
 * WebKit (every iPhone browser) through WebKitGTK's WebKitWebDriver under a virtual display, and
 * Firefox ESR over WebDriver BiDi (puppeteer-core). One small interface over both, so a journey
 * is written once: what a visitor does (open, tap, type) and what the page then says.
 */
export type EngineName = "webkit" | "firefox";

export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const WEBKIT_BROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const FIREFOX_PATH = "/usr/bin/firefox-esr";

export interface EnginePage {
  readonly name: EngineName;
  /** Opens a URL and waits until React has hydrated it. */
  open(url: string): Promise<void>;
  /** Opens a URL and waits only for it to load (a page without script, an error page). */
  visit(url: string): Promise<void>;
  /**
   * Runs a function in the page, as its source (so it sees only its JSON arguments), and gives
   * back its JSON value.
   */
  run<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): Promise<unknown>;
  /** Waits until a function run in the page returns true, or fails naming what it waited for. */
  until<A extends unknown[]>(what: string, fn: (...args: A) => unknown, ...args: A): Promise<void>;
  /** A real tap on the first element matching the selector (scrolled into view first). */
  tap(selector: string): Promise<void>;
  /** Types into the first element matching the selector, key by key. */
  type(selector: string, text: string): Promise<void>;
  /**
   * From now on, nothing from the browser's own HTTP cache: what a page shows offline is then
   * what the service worker kept, not a copy still fresh for a minute.
   */
  bypassHttpCache(): Promise<void>;
  /** Uncaught errors, unhandled rejections and console errors of the site's own code. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openEngine(
  name: EngineName,
  size: { width: number; height: number } = { width: 390, height: 844 },
): Promise<EnginePage> {
  return name === "webkit" ? openWebKit(size) : openFirefox(size);
}

type Run = <A extends unknown[]>(fn: (...args: A) => unknown, ...args: A) => Promise<unknown>;

async function until(check: () => Promise<unknown>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    // A look while a tapped link loads the next document may find no document yet: look again.
    const answer = await check().catch((error: unknown) => {
      last = error;
      return false;
    });
    if (answer === true) return;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${last ? ` (last: ${String(last)})` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hydrated = () => document.documentElement.dataset.hydrated === "true";

/**
 * Kept in the page from the moment it is opened: WebDriver classic has no console events, so
 * WebKit's page collects its own (load-time errors show as a page that never hydrates).
 */
function collectErrors() {
  const kept: unknown = Reflect.get(window, "engineErrors");
  if (Array.isArray(kept)) return;
  const errors: string[] = [];
  Reflect.set(window, "engineErrors", errors);
  addEventListener("error", (event) => errors.push(`page error: ${event.message}`));
  addEventListener("unhandledrejection", (event) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`),
  );
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
}

/** WebDriver classic over HTTP (W3C WebDriver): the few commands a journey needs. */
async function openWebKit(size: { width: number; height: number }): Promise<EnginePage> {
  const port = await freePort();
  // xvfb-run gives the browser a display of its own; the group is stopped as one.
  const driver: ChildProcess = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1280x1024x24", WEBKIT_DRIVER, `--port=${port}`, "--host=127.0.0.1"],
    { detached: true, stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json();
    const value =
      typeof answer === "object" && answer !== null ? Reflect.get(answer, "value") : null;
    if (!response.ok)
      throw new Error(`WebKitWebDriver ${method} ${path}: ${JSON.stringify(value)}`);
    return value;
  };
  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, "SIGTERM");
    } catch {}
  };
  let session = "";
  const started = Date.now();
  for (;;) {
    try {
      const value = await call("POST", "/session", {
        capabilities: {
          alwaysMatch: {
            "webkitgtk:browserOptions": { binary: WEBKIT_BROWSER, args: ["--automation"] },
          },
        },
      });
      const id = typeof value === "object" && value ? Reflect.get(value, "sessionId") : null;
      if (typeof id === "string") session = id;
      break;
    } catch (error) {
      if (Date.now() - started > 20_000) {
        stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const at = (path: string) => `/session/${session}${path}`;
  await call("POST", at("/window/rect"), size);
  // Every script first keeps the page's errors (a no-op once kept), so whatever document a
  // tap or a link has loaded collects its own from the first look on.
  const run: Run = (fn, ...args) =>
    call("POST", at("/execute/sync"), {
      script: `(${collectErrors.toString()})(); return (${fn.toString()}).apply(null, arguments)`,
      args,
    });
  const found: string[] = [];
  // Read before anything that may load another document, which would lose them.
  const harvest = async () => {
    const kept = await run(() => {
      const errors: unknown = Reflect.get(window, "engineErrors");
      Reflect.set(window, "engineErrors", []);
      return errors;
    }).catch(() => []);
    if (Array.isArray(kept)) for (const error of kept) found.push(String(error));
  };
  const element = async (selector: string): Promise<string> => {
    const value = await call("POST", at("/element"), { using: "css selector", value: selector });
    const id =
      typeof value === "object" && value
        ? Reflect.get(value, "element-6066-11e4-a52e-4f735466cecf")
        : null;
    if (typeof id !== "string") throw new Error(`no element ${selector}`);
    return id;
  };
  return {
    name: "webkit",
    async open(url) {
      await harvest();
      await call("POST", at("/url"), { url });
      await until(() => run(hydrated), `${url} to hydrate in WebKit`, 20_000);
    },
    async visit(url) {
      await harvest();
      await call("POST", at("/url"), { url });
    },
    run,
    until: (what, fn, ...args) => until(() => run(fn, ...args), what),
    async tap(selector) {
      await harvest();
      await call("POST", at(`/element/${await element(selector)}/click`), {});
    },
    async type(selector, text) {
      await call("POST", at(`/element/${await element(selector)}/value`), { text });
    },
    // WebKitGTK's service worker fetches pages past the HTTP cache already (measured: the
    // saved copy's banner shows within the page's max-age), and WebDriver classic has no switch.
    async bypassHttpCache() {},
    async errors() {
      await harvest();
      return [...found];
    },
    async close() {
      await call("DELETE", at("")).catch(() => undefined);
      stop();
    },
  };
}

async function openFirefox(size: { width: number; height: number }): Promise<EnginePage> {
  const profile = mkdtempSync(join(tmpdir(), "firefox-profile-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    defaultViewport: null,
    extraPrefsFirefox: {
      // Kept from calling out (this machine refuses it anyway), as Chromium's flags do.
      "network.captive-portal-service.enabled": false,
      "app.update.enabled": false,
    },
  });
  const page: Page = await browser.newPage();
  // Firefox ESR has no screen orientation override (puppeteer asks for one with the size); the
  // size itself is set all the same.
  await page.setViewport(size).catch((error: unknown) => {
    if (!(error instanceof ProtocolError && /unknown command/.test(error.message))) throw error;
  });
  const found: string[] = [];
  page.on("pageerror", (error) => found.push(`page error: ${String(error)}`));
  page.on("console", (message) => {
    if (message.type() === "error") found.push(`console.error: ${message.text()}`);
  });
  // Puppeteer's parameter types cannot follow a generic function; it sends fn's source as is.
  const run: Run = (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args);
  // Found with the page's own querySelector and tapped where it stands: puppeteer's locators
  // and selector engines evaluate strings, which the site's Content Security Policy (no eval)
  // refuses in Firefox.
  const tapAt = async (selector: string) => {
    const point = await page.evaluate((wanted) => {
      const target = document.querySelector(wanted);
      if (!target) return null;
      target.scrollIntoView({ block: "center", inline: "nearest" });
      const box = target.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, selector);
    if (!point) throw new Error(`no element ${selector}`);
    await page.mouse.click(point.x, point.y);
  };
  return {
    name: "firefox",
    async open(url) {
      await page.goto(url);
      await until(() => run(hydrated), `${url} to hydrate in Firefox`, 20_000);
    },
    async visit(url) {
      await page.goto(url);
    },
    run,
    until: (what, fn, ...args) => until(() => run(fn, ...args), what),
    tap: tapAt,
    async type(selector, text) {
      await tapAt(selector);
      await page.keyboard.type(text);
    },
    async bypassHttpCache() {
      await page.setCacheEnabled(false);
    },
    async errors() {
      return [...found];
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
