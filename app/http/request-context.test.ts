import { describe, expect, it } from "vitest";
import { currentCallLane, inCallLane } from "#app/content/cosmic/call-ceiling.ts";
import { contentLocale, inContentLocale } from "#app/content/queries/content-locale.server.ts";
import { readsDrafts, withoutDrafts } from "#app/content/queries/drafts.server.ts";
import { currentNonce } from "./nonce.server.ts";
import { requestContext, withRequestContext } from "./request-context.server.ts";

describe("one request context", () => {
  it("is empty outside a request, with each owner's default", () => {
    expect(requestContext()).toEqual({});
    expect([contentLocale(), currentCallLane(), readsDrafts(), currentNonce()]).toEqual([
      "en",
      "miss",
      false,
      undefined,
    ]);
  });

  it("keeps what outer code set when inner code sets another field, and an inner value wins", async () => {
    await withRequestContext({ nonce: "n0nce" }, () =>
      withRequestContext({ drafts: true }, () =>
        inCallLane("reserved", () =>
          inContentLocale("es", async () => {
            await Promise.resolve();
            expect(requestContext()).toEqual({
              nonce: "n0nce",
              drafts: true,
              lane: "reserved",
              locale: "es",
            });
            // A shared index is built without drafts, inside the same request.
            withoutDrafts(() => expect(readsDrafts()).toBe(false));
            expect(readsDrafts()).toBe(true);
            inContentLocale("en", () => expect(contentLocale()).toBe("en"));
            expect(contentLocale()).toBe("es");
          }),
        ),
      ),
    );
    expect(requestContext()).toEqual({});
  });
});
