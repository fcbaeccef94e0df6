/** App-side content types: what loaders return and components render. Reshaped from CMS wire data. */
import type { AreaSlug } from "#app/config/site.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { CMS_TYPES, type PartyKind, VENUE_KINDS, type VenueKind } from "./cms-types.ts";

/**
 * Set on pages in another language than the default: the language the object's text is in
 * (Cosmic had no translation when it differs from the page's), for the block's `lang`.
 */
/** A page the visitor may have meant, offered on a 404 (see app/components/error-page.tsx). */
export interface Suggestion {
  title: string;
  url: string;
}

export interface Localized {
  contentLang?: Locale;
}

export interface Image {
  url: string;
  imgixUrl: string;
}

export interface LinkedObject {
  slug: string;
  title: string;
  image: Image | null;
  /** The object's type, when Cosmic sent it (an expanded relation does). */
  type?: string;
}

/** A party's `event_status` metafield; empty in the CMS means "scheduled". */
export const EVENT_STATUSES = ["cancelled", "postponed", "rescheduled", "sold-out"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number] | "scheduled";

export interface Party extends Localized {
  id: string;
  kind: PartyKind;
  slug: string;
  title: string;
  /** When an editor last saved it (ISO, UTC), where Cosmic says. */
  modifiedAt?: string;
  /** Sanitised HTML. */
  content: string;
  date: string;
  startTime?: string;
  /** When the party ends (past midnight when earlier than the start); four hours when absent. */
  endTime?: string;
  status: EventStatus;
  /** The date a rescheduled party had before. */
  previousDate?: string;
  area: AreaSlug;
  caption: string;
  ticketsLink: string;
  reservationsLink: string;
  eventLink: string;
  /** Sanitised HTML. */
  extraContent: string;
  lineup: string;
  /** As the editor writes it ("MXN 800-1,500"); "" when not given. */
  price: string;
  minAge: number | null;
  /** The night's own dress code as its editor writes it; the venue's applies when absent. */
  dressCode?: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  image: Image | null;
  showInMainPage: boolean;
  hideFromCalendar: boolean;
  video: string;
  videoId: string;
  brand: LinkedObject | null;
  venue: LinkedObject | null;
  artists: LinkedObject[];
  /** Ids of the lineup's artists, whether or not the relation was expanded. */
  artistIds: string[];
  magicEvent: boolean;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface ArtistSummary extends Localized {
  slug: string;
  title: string;
  genre: string;
  image: Image | null;
  flag: string;
}

export interface Artist extends ArtistSummary {
  id: string;
  content: string;
  headline: string;
  short: string;
  caption: string;
  spotifyListeners: number | null;
  spotifyId: string;
  soundcloud: string;
  instagram: string;
  videoId: string;
  videoTitle: string;
  videoCaption: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  /** Ids of the artist's parties (expanded separately). */
  partyIds: string[];
}

export interface ArtistHighlight {
  title: string;
  image: string;
  artistSlug: string;
}

export interface BrandSummary extends Localized {
  slug: string;
  title: string;
  logo: Image | null;
  image: Image | null;
}

export interface Brand extends BrandSummary {
  content: string;
  description: string;
  video: string;
  instagram: string;
  pastParties: LinkedObject[];
}

export interface DjSet {
  slug: string;
  title: string;
  eventLink: string;
  eventName: string;
  artistLink: string;
  date: string;
  startTime?: string;
  /** When the set ends; otherwise at the next set's start. */
  endTime?: string;
  highlight: boolean;
  caption: string;
  image: string;
  genre: string;
}

/**
 * The area each CMS venue type's venues are in (docs/guides/adding-a-content-type.md): the one
 * place a venue type is named; its lists, pages, search and the party's venue follow from here.
 */
export const VENUE_AREAS: Readonly<Record<VenueKind, AreaSlug>> = {
  [CMS_TYPES.venues]: "tulum",
  [CMS_TYPES.beachClubs]: "tulum",
  [CMS_TYPES.cancunClubs]: "cancun",
  [CMS_TYPES.playaClubs]: "playa-del-carmen",
};

/** The venue types of an area, in VENUE_KINDS' order (Tulum's clubs before its beach clubs). */
export const venueKindsIn = (area: AreaSlug): VenueKind[] =>
  VENUE_KINDS.filter((kind) => VENUE_AREAS[kind] === area);

/** The venue type of an area that has one type of its own (Cancun, Playa del Carmen). */
export const areaVenueKind = (area: AreaSlug): VenueKind | undefined => venueKindsIn(area)[0];

/**
 * A venue's practical facts as editors keep them in Cosmic (optional metafields); empty or null
 * when not given, and then the static directory's fact (if any) is shown.
 */
export interface VenueCmsFacts {
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** As the editor writes them: "22:00-04:00". */
  openingHours: string;
  /** ISO weekdays, Monday = 1. */
  daysOpen: number[];
  /** 1 to 4. */
  priceLevel: number | null;
  minAge: number | null;
  dressCode: string;
}

export interface Venue extends Localized {
  kind: VenueKind;
  slug: string;
  title: string;
  content: string;
  tags: string[];
  code: string;
  description: string;
  image: Image | null;
  video: string;
  facts: VenueCmsFacts;
}

/**
 * A party as every list shows it (cards and compact rows), and what list pages send to the
 * browser: its labels are written on the server in the page's language (party-items.ts), so the
 * browser needs no date code to show them.
 */
export interface PartyItem extends Localized {
  id: string;
  kind: PartyKind;
  slug: string;
  title: string;
  date: string;
  startTime?: string;
  endTime?: string;
  area: AreaSlug;
  status: EventStatus;
  /** "Today · 10:30 PM – 4:00 AM", "Sat, Nov 28 · 11:00 PM", "Sat, Nov 28". */
  when: string;
  /** Set while the party is on. */
  onNow?: true;
  /** A rescheduled party's former day, as a label ("Sat, Nov 21"). */
  previousDay?: string;
  /** The venue's name, when the site knows it (the directory, or the CMS relation). */
  venueName?: string;
  /** What kind of place it is ("Beach club"), from the directory, in the page's language. */
  venueType?: string;
  /** The part of town ("Tulum Beach", "Tulum jungle"), from the directory, in the page's language. */
  partOfTown?: string;
  /** What kind of night: its first genre, who it is billed under, its price as editors write it. */
  genre?: string;
  headliner?: string;
  price?: string;
  /** The minimum age, where editors gave one ("18+"). */
  age?: string;
  /** A card's image and line; compact rows go without. */
  image?: Image | null;
  caption?: string;
  /** A weekly night shown once: "Every Monday · next Mon, Dec 07" and how many dates it has. */
  repeats?: { label: string; dates: number };
}
