/** App-side content types: what loaders return and components render. Reshaped from CMS wire data. */

export interface Image {
  url: string;
  imgixUrl: string;
}

export interface LinkedObject {
  slug: string;
  title: string;
  image: Image | null;
}

export type PartyKind = "parties" | "isla-parties" | "cabo-parties" | "mini-parties";

export interface Party {
  id: string;
  kind: PartyKind;
  slug: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  date: string;
  startTime?: string;
  caption: string;
  ticketsLink: string;
  reservationsLink: string;
  eventLink: string;
  /** Sanitised HTML. */
  extraContent: string;
  lineup: string;
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
  magicEvent: boolean;
}

export interface HomeContent {
  title: string;
  content: string;
  image: Image | null;
  link: string;
  primaryColor: string | null;
  secondaryColor: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
}
