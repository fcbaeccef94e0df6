import { describe, expect, it } from "vitest";
import { currentCallLane, inCallLane } from "#app/content/cosmic/call-ceiling.ts";
import { contentLocale, inContentLocale } from "#app/content/queries/content-locale.server.ts";
import { readsDrafts, withDrafts, withoutDrafts } from "#app/content/queries/drafts.server.ts";
import { currentNonce, withNonce } from "#app/http/nonce.server.ts";
import { createRequestContextKey } from "./request-context.server.ts";

const current = () => [contentLocale(), currentCallLane(), readsDrafts(), currentNonce()];

describe("the request context: one key per owner", () => {
  it("reads each owner's default outside a request", () => {
    expect(current()).toEqual(["en", "miss", false, undefined]);
    expect(createRequestContextKey<string>("unset").read()).toBeUndefined();
  });

  it("keeps what outer code set when inner code sets another key, and an inner value wins", async () => {
    await withNonce("n0nce", () =>
      withDrafts(() =>
        inCallLane("reserved", () =>
          inContentLocale("es", async () => {
            await Promise.resolve();
            expect(current()).toEqual(["es", "reserved", true, "n0nce"]);
            // A shared index is built without drafts, inside the same request.
            withoutDrafts(() => expect(readsDrafts()).toBe(false));
            expect(readsDrafts()).toBe(true);
            inContentLocale("en", () => expect(contentLocale()).toBe("en"));
            expect(contentLocale()).toBe("es");
          }),
        ),
      ),
    );
    expect(current()).toEqual(["en", "miss", false, undefined]);
  });

  it("follows work a request starts after it answered (a stale entry's refresh)", async () => {
    const key = createRequestContextKey<number>("answer");
    let later: Promise<number | undefined> = Promise.resolve(undefined);
    key.with(42, () => {
      later = new Promise((resolve) => setTimeout(() => resolve(key.read()), 5));
    });
    expect(key.read()).toBeUndefined();
    expect(await later).toBe(42);
  });
});
