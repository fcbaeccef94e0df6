import { describe, expect, it } from "vitest";
import { withAbsoluteUrls } from "./json-ld.server.ts";

describe("JSON-LD URLs", () => {
  it("makes site paths under URL properties absolute, at any depth", () => {
    expect(
      withAbsoluteUrls(
        {
          "@type": "MusicEvent",
          name: "/not-a-url-property",
          image: ["/media/a.svg", "https://cdn.example/b.jpg"],
          url: "/event/x",
          location: { "@type": "Place", image: "/media/v.svg", sameAs: "//evil.example/" },
          organizer: { logo: "/media/logo.svg" },
        },
        "https://tulum.party",
      ),
    ).toEqual({
      "@type": "MusicEvent",
      name: "/not-a-url-property",
      image: ["https://tulum.party/media/a.svg", "https://cdn.example/b.jpg"],
      url: "https://tulum.party/event/x",
      location: {
        "@type": "Place",
        image: "https://tulum.party/media/v.svg",
        sameAs: "//evil.example/",
      },
      organizer: { logo: "https://tulum.party/media/logo.svg" },
    });
  });
});
