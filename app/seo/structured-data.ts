import type {
  Article as ArticleEntity,
  FAQPage,
  MusicEvent,
  NightClub,
  Organization,
  Person,
  WithContext,
} from "schema-dts";
import { PRODUCT_NAME, SITE_NAME } from "#app/config/site.ts";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import type { Article, Artist, Brand, Faq, Image, Party } from "#app/domain/content-types.ts";
import { areaNameOf } from "#app/domain/party-paths.ts";
import { formatPriceLevel } from "#app/domain/venue-paths.ts";

/** The schema.org entities of the site's pages. URLs are absolute: `siteUrl` plus the path. */

const instagram = (handle: string) => [`https://www.instagram.com/${handle}/`];

/** A party's page: Google's event rich result (name, startDate, location required). */
export function musicEvent(input: {
  party: Party;
  venue: DirectoryRecord | null;
  description: string;
  startDate: string;
  url: string;
}): WithContext<MusicEvent> {
  const { party, venue } = input;
  return {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: party.title,
    description: input.description,
    startDate: input.startDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: input.url,
    ...(party.image ? { image: [party.image.url] } : {}),
    location: {
      "@type": "Place",
      name: venue?.name ?? party.venue?.title ?? PRODUCT_NAME,
      address: {
        "@type": "PostalAddress",
        ...(venue?.address ? { streetAddress: venue.address } : {}),
        ...(venue?.postalCode ? { postalCode: venue.postalCode } : {}),
        addressLocality: areaNameOf(party.kind),
        addressRegion: venue?.addressRegion || "Quintana Roo",
        addressCountry: "MX",
      },
    },
    ...(party.artists.length > 0
      ? { performer: party.artists.map((artist) => ({ "@type": "Person", name: artist.title })) }
      : {}),
    ...(party.brand ? { organizer: { "@type": "Organization", name: party.brand.title } } : {}),
    ...(party.ticketsLink
      ? {
          offers: {
            "@type": "Offer",
            url: party.ticketsLink,
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

/** A club's page: the directory record's facts (address, coordinates, hours, price). */
export function nightClub(input: {
  name: string;
  url: string;
  description: string;
  areaName: string;
  image: Image | null;
  record: DirectoryRecord | null;
}): WithContext<NightClub> {
  const { record } = input;
  const { latitude, longitude } = record?.directions ?? { latitude: null, longitude: null };
  return {
    "@context": "https://schema.org",
    "@type": "NightClub",
    name: input.name,
    url: input.url,
    description: input.description,
    ...(input.image ? { image: input.image.url } : {}),
    address: {
      "@type": "PostalAddress",
      ...(record?.address ? { streetAddress: record.address } : {}),
      ...(record?.postalCode ? { postalCode: record.postalCode } : {}),
      addressLocality: input.areaName.startsWith(PRODUCT_NAME) ? PRODUCT_NAME : input.areaName,
      addressRegion: record?.addressRegion || "Quintana Roo",
      addressCountry: "MX",
    },
    ...(latitude !== null && longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude, longitude } }
      : {}),
    ...(record?.priceLevel ? { priceRange: formatPriceLevel(record.priceLevel) } : {}),
    ...(record?.openingHours ? { openingHours: record.openingHours } : {}),
    ...(record?.socials.instagram ? { sameAs: instagram(record.socials.instagram) } : {}),
  };
}

export function articleEntity(article: Article, url: string): WithContext<ArticleEntity> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    ...(article.cover ? { image: [article.cover.url] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
    author: { "@type": "Organization", name: article.author || SITE_NAME },
    publisher: { "@type": "Organization", name: SITE_NAME },
    mainEntityOfPage: url,
  };
}

/** A production brand. */
export function brandOrganization(brand: Brand, url: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.title,
    url,
    ...(brand.logo ? { logo: brand.logo.url } : {}),
    ...(brand.instagram ? { sameAs: instagram(brand.instagram) } : {}),
  };
}

export function djPerson(artist: Artist, url: string): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: artist.title,
    url,
    jobTitle: "DJ",
    ...(artist.image ? { image: artist.image.url } : {}),
    ...(artist.genre ? { knowsAbout: artist.genre } : {}),
    ...(artist.instagram ? { sameAs: instagram(artist.instagram) } : {}),
  };
}

/** Questions with their answers as plain text (what Google reads). */
export function faqPage(faqs: readonly Pick<Faq, "question" | "answer">[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
