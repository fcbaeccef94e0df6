import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from "vitest";
import { launchChromium } from "#scripts/harness/chromium.ts";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const baseUrl = () => inject("baseUrl");

/**
 * One Chromium per test file. Every page records console errors and uncaught exceptions; a test
 * fails if any appear (product.md#testing). Requests to outside hosts are answered locally.
 */
export function useBrowser(
  options: {
    width?: number;
    height?: number;
    reducedMotion?: "reduce" | "no-preference";
    javaScriptEnabled?: boolean;
    locale?: string;
  } = {},
) {
  let context: BrowserContext;
  let close: () => Promise<void>;
  /** Console errors and uncaught exceptions, per page. */
  const problems = new Map<Page, string[]>();
  /** Pages of concurrent tests: each test closes and checks its own (see page()). */
  const ownedByTest = new Set<Page>();

  const closeAndCollect = async (pages: Page[]): Promise<string[]> => {
    const found: string[] = [];
    for (const page of pages) {
      await page.close();
      found.push(...(problems.get(page) ?? []));
      problems.delete(page);
    }
    return found;
  };

  beforeAll(async () => {
    ({ context, close } = await launchChromium(options));
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      const isScript = route.request().resourceType() === "script";
      return route.fulfill({
        status: 200,
        contentType: isScript ? "text/javascript" : "text/plain",
        body: "",
      });
    });
  });
  afterAll(async () => close?.());
  afterEach(async () => {
    const found = await closeAndCollect(context.pages().filter((page) => !ownedByTest.has(page)));
    expect(found, "browser console errors").toEqual([]);
  });

  return {
    /**
     * A new page. A concurrent test (`it.concurrent`) passes its context, so its page is closed
     * and checked when that test ends, not by another test's afterEach while it still runs.
     */
    async page(test?: Pick<TestContext, "onTestFinished" | "expect">): Promise<Page> {
      const page = await context.newPage();
      const found: string[] = [];
      problems.set(page, found);
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium reports a document answered with 404/410/503 as a console error; that status
        // is what the test asked for, not a fault of the page.
        const isDocumentStatus =
          message.text().startsWith("Failed to load resource") &&
          message.location().url === page.url();
        if (!isDocumentStatus)
          found.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => found.push(`page error: ${error.message}`));
      if (test) {
        ownedByTest.add(page);
        test.onTestFinished(async () => {
          ownedByTest.delete(page);
          test.expect(await closeAndCollect([page]), "browser console errors").toEqual([]);
        });
      }
      return page;
    },
    context: () => context,
  };
}

/** The page's main JSON-LD object (not its BreadcrumbList). */
export async function mainJsonLd(page: Page): Promise<ReturnType<typeof JSON.parse>> {
  const all = await page.locator('script[type="application/ld+json"]').allTextContents();
  const objects = all.map((text) => JSON.parse(text));
  return objects.find((object) => object["@type"] !== "BreadcrumbList") ?? {};
}

/** Opens a path of the site and waits until React has hydrated it. */
export async function goto(page: Page, path: string, site = baseUrl()) {
  const response = await page.goto(`${site}${path}`);
  await page.waitForSelector("html[data-hydrated=true]");
  return response;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown }[];
}

/** axe-core in the page: the serious and critical violations, as "id: help (targets)". */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, ["serious", "critical"]);
}

/** axe-core in the page: its violations of the given impacts (all of them unless told). */
export async function axeViolations(
  page: Page,
  impacts = ["minor", "moderate", "serious", "critical"],
): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a script tag would be blocked).
  await page.evaluate(AXE_SOURCE);
  const violations: AxeViolation[] = await page.evaluate(async () => {
    const axe = Reflect.get(window, "axe");
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => impacts.includes(v.impact ?? "minor"))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")})`);
}

/** Waits until the service worker (registered after load) controls the page. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
  });
}
