import { describe, expect, it } from "vitest";
import { followUrls } from "./follow-urls.ts";

describe("the addresses that follow a feed (issue 65)", () => {
  const feed = "https://guide.example/es/feeds/djs/nox/calendar.ics";
  const urls = followUrls(feed, "Nox: fechas");

  it("subscribes an iPhone or a Mac with webcal://, never an https copy", () => {
    expect(urls.webcal).toBe("webcal://guide.example/es/feeds/djs/nox/calendar.ics");
  });

  it("adds the same feed to Google Calendar by URL", () => {
    expect(new URL(urls.google).searchParams.get("cid")).toBe(urls.webcal);
  });

  it("adds it to Outlook on the web from its https address, named", () => {
    const outlook = new URL(urls.outlook);
    expect(outlook.origin + outlook.pathname).toBe(
      "https://outlook.live.com/calendar/0/addfromweb",
    );
    expect(outlook.searchParams.get("url")).toBe(feed);
    expect(outlook.searchParams.get("name")).toBe("Nox: fechas");
  });
});
