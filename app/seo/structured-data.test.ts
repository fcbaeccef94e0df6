import { describe, expect, it } from "vitest";
import { findDirectoryRecord } from "#app/directory/records.ts";
import { venueFacts } from "#app/directory/venue-facts.ts";
import type { Artist, Brand } from "#app/domain/content-types.ts";
import type { Article } from "#app/domain/editorial-types.ts";
import { testParty } from "#tests/support/test-party.ts";
import { articleEntity } from "./article-entity.ts";
import { brandOrganization } from "./brand-organization.ts";
import { djPerson } from "./dj-person.ts";
import { faqPage } from "./faq-page.ts";
import { musicEvent } from "./music-event.ts";
import { nightClub } from "./night-club.ts";

const image = { url: "https://cdn.example/a.jpg", imgixUrl: "https://cdn.example/a.jpg" };

const party = testParty({
  id: "p1",
  kind: "cabo-parties",
  slug: "art-walk",
  title: "Art Walk",
  date: "2026-12-05",
  startTime: "19:00",
  area: "san-jose-cabo",
  ticketsLink: "https://tickets.example/art-walk",
  image,
  brand: { slug: "gallery", title: "Gallery Nights", image: null },
  venue: { slug: "plaza", title: "Plaza Mijares", image: null },
  artists: [{ slug: "dj-a", title: "DJ A", image: null }],
  artistIds: ["a1"],
});

describe("structured data", () => {
  it("musicEvent: place, area, performers, organiser and offer", () => {
    const event = musicEvent({
      party,
      venue: null,
      description: "An evening of galleries.",
      startDate: "2026-12-05T19:00:00-07:00",
      url: "https://tulum.party/san-jose-cabo/event/art-walk",
    });
    expect(event).toMatchObject({
      "@type": "MusicEvent",
      name: "Art Walk",
      startDate: "2026-12-05T19:00:00-07:00",
      eventStatus: "https://schema.org/EventScheduled",
      image: [image.url],
      location: {
        "@type": "Place",
        name: "Plaza Mijares",
        address: { addressLocality: "San Jose del Cabo", addressCountry: "MX" },
      },
      performer: [{ "@type": "Person", name: "DJ A" }],
      organizer: { "@type": "Organization", name: "Gallery Nights" },
      offers: { "@type": "Offer", url: party.ticketsLink },
    });
  });

  it("musicEvent: no offer without a tickets link, the directory's address when known", () => {
    const record = findDirectoryRecord("papaya-playa-tulum") ?? null;
    const event = musicEvent({
      party: { ...party, kind: "parties", ticketsLink: "", artists: [], brand: null },
      venue: record,
      description: "",
      startDate: "2026-12-05",
      url: "https://tulum.party/event/art-walk",
    });
    expect(event).not.toHaveProperty("offers");
    expect(event).not.toHaveProperty("performer");
    expect(event).toMatchObject({ location: { name: record?.name } });
  });

  it("musicEvent: a Cancun night of the parties type is located in Cancun", () => {
    const event = musicEvent({
      party: { ...party, kind: "parties", area: "cancun" },
      venue: null,
      description: "",
      startDate: "2026-12-05",
      url: "https://tulum.party/event/art-walk",
    });
    expect(event).toMatchObject({ location: { address: { addressLocality: "Cancun" } } });
  });

  it("nightClub: address, coordinates and Instagram from the directory record", () => {
    const record = findDirectoryRecord("papaya-playa-tulum") ?? null;
    const club = nightClub({
      name: "Papaya Playa Project",
      url: "https://tulum.party/tulum-clubs/papaya-playa-tulum",
      description: "Beach club.",
      areaName: "Tulum beach zone",
      image,
      record,
      facts: venueFacts(record, null),
    });
    expect(club).toMatchObject({
      "@type": "NightClub",
      image: image.url,
      address: { addressLocality: "Tulum", addressCountry: "MX" },
    });
    if (record?.directions.latitude != null) {
      expect(club).toMatchObject({ geo: { "@type": "GeoCoordinates" } });
    }
  });

  it("nightClub: a club the directory does not know has only what the page knows", () => {
    const club = nightClub({
      name: "New Club",
      url: "https://tulum.party/cancun-clubs/new-club",
      description: "",
      areaName: "Cancun",
      image: null,
      record: null,
      facts: venueFacts(null, null),
    });
    expect(club).not.toHaveProperty("geo");
    expect(club).not.toHaveProperty("image");
    expect(club).toMatchObject({ address: { addressLocality: "Cancun" } });
  });

  it("articleEntity: dates, author and the page it is the main entity of", () => {
    const article: Article = {
      slug: "closing-hours",
      title: "Closing hours",
      caption: "",
      summary: "When music stops.",
      cover: null,
      genre: "Guide",
      publishedAt: "2026-11-02T12:00:00.000Z",
      content: "",
      soundcloud: "",
      instagram: "",
      primaryColor: null,
      secondaryColor: null,
      author: "",
      modifiedAt: "",
    };
    expect(articleEntity(article, "https://tulum.party/article/closing-hours")).toMatchObject({
      "@type": "Article",
      headline: "Closing hours",
      datePublished: "2026-11-02T12:00:00.000Z",
      author: { "@type": "Organization" },
      mainEntityOfPage: "https://tulum.party/article/closing-hours",
    });
  });

  it("brandOrganization and djPerson link their Instagram profiles", () => {
    const brand: Brand = {
      slug: "zamna",
      title: "Zamna",
      logo: image,
      image: null,
      content: "",
      description: "",
      video: "",
      instagram: "zamna",
      pastParties: [],
    };
    expect(brandOrganization(brand, "https://tulum.party/brands/zamna")).toMatchObject({
      logo: image.url,
      sameAs: ["https://www.instagram.com/zamna/"],
    });
    const artist: Artist = {
      id: "64f0000000000000000000aa",
      slug: "nox",
      title: "Nox",
      genre: "Afro house",
      image: null,
      flag: "",
      content: "",
      headline: "",
      short: "",
      caption: "",
      spotifyListeners: null,
      spotifyId: "",
      soundcloud: "",
      instagram: "",
      videoId: "",
      videoTitle: "",
      videoCaption: "",
      primaryColor: null,
      secondaryColor: null,
      partyIds: [],
    };
    const person = djPerson(artist, "https://tulum.party/djs/nox");
    expect(person).toMatchObject({ "@type": "Person", jobTitle: "DJ", knowsAbout: "Afro house" });
    expect(person).not.toHaveProperty("sameAs");
  });

  it("faqPage: each question with its answer", () => {
    expect(faqPage([{ question: "When?", answer: "At ten." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "When?",
          acceptedAnswer: { "@type": "Answer", text: "At ten." },
        },
      ],
    });
  });
});
