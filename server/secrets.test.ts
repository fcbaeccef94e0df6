import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewRoutes } from "./preview.ts";
import { SecretGuesses, WRONG_SECRETS_PER_MINUTE } from "./secrets.ts";
import { publishWebhook } from "./webhook.ts";

const SECRET = "webhook-secret-0123456789";
const PREVIEW = "preview-secret-0123456789";

describe("guesses of a secret", () => {
  it("are counted per client in one-minute windows", () => {
    let now = 0;
    const blocked: string[] = [];
    const guesses = new SecretGuesses(
      (client) => blocked.push(client),
      () => now,
    );
    for (let i = 0; i < WRONG_SECRETS_PER_MINUTE; i++) guesses.wrongSecret("a");
    expect(guesses.waitSeconds("a")).toBe(60);
    expect(guesses.waitSeconds("b")).toBe(0);
    expect(blocked).toEqual(["a"]);
    now = 45_000;
    expect(guesses.waitSeconds("a")).toBe(15);
    now = 60_000;
    expect(guesses.waitSeconds("a")).toBe(0);
  });
});

describe("guesses of a secret from many addresses (issue 64)", () => {
  it("count an IPv6 /64 as one client", () => {
    const guesses = new SecretGuesses(undefined, () => 0);
    for (let i = 0; i < WRONG_SECRETS_PER_MINUTE; i++)
      guesses.wrongSecret(`2001:db8:1:2::${(i + 1).toString(16)}`);
    expect(guesses.waitSeconds("2001:db8:1:2:ffff::9")).toBe(60);
    expect(guesses.waitSeconds("2001:db8:1:3::1")).toBe(0);
  });

  it("never make a newcomer share a count: after 10,000 addresses guessed, a new one may try", () => {
    const guesses = new SecretGuesses(undefined, () => 0);
    for (let i = 0; i < 10_000; i++) guesses.wrongSecret(`198.51.${i >> 8}.${i & 255}`);
    guesses.wrongSecret("203.0.113.1");
    expect(guesses.waitSeconds("203.0.113.9")).toBe(0);
    // The one guessing most is still held.
    for (let i = 0; i < WRONG_SECRETS_PER_MINUTE; i++) guesses.wrongSecret("203.0.113.1");
    expect(guesses.waitSeconds("203.0.113.1")).toBe(60);
  });
});

describe("the webhook and the preview link over HTTP", () => {
  let base = "";
  let close: () => void = () => {};
  let purges = 0;

  beforeAll(async () => {
    const app = express();
    // A fixed clock: a minute turning over mid-test would forgive the guesses.
    const guesses = new SecretGuesses(undefined, () => 30_000);
    app.use(
      publishWebhook({
        secret: SECRET,
        guesses,
        purge: async () => {
          purges++;
          return { content: 0, pages: 0 };
        },
      }),
    );
    app.use(previewRoutes(PREVIEW, guesses));
    app.use((_request, response) => response.status(404).send("not a route"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const webhook = (path: string, secret: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "x-revalidate-secret": secret, "content-type": "application/json" },
      body: "{}",
    });

  it("answers only its exact, lower-case paths", async () => {
    expect((await webhook("/webhooks/cosmic", SECRET)).status).toBe(200);
    expect(purges).toBe(1);
    for (const path of ["/WEBHOOKS/cosmic", "/webhooks/Cosmic", "/webhooks/cosmic/"])
      expect((await webhook(path, SECRET)).status, path).toBe(404);
    expect(purges).toBe(1);
    for (const path of [`/PREVIEW?secret=${PREVIEW}`, `/preview/?secret=${PREVIEW}`]) {
      const answer = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(404);
    }
  });

  it("refuses a client that keeps guessing, right secret included, until the minute is over", async () => {
    for (let i = 0; i < WRONG_SECRETS_PER_MINUTE; i++)
      expect((await webhook("/webhooks/cosmic", `guess-${i}`)).status).toBe(401);
    const refused = await webhook("/webhooks/cosmic", SECRET);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The preview link shares the count.
    const preview = await fetch(`${base}/preview?secret=${PREVIEW}`, { redirect: "manual" });
    expect(preview.status).toBe(429);
    expect(purges).toBe(1);
  });
});
