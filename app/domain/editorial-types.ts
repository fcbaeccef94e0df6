import type { Image, LinkedObject, Localized } from "./content-types.ts";

/** The editorial content types: articles, FAQs, videos, pages, galleries, links and the rest. */

export interface HomeContent extends Localized {
  title: string;
  content: string;
  image: Image | null;
  link: string;
  primaryColor: string | null;
  secondaryColor: string | null;
}

export interface Festival extends Localized {
  slug: string;
  title: string;
  caption: string;
  image: Image | null;
  partyIds: string[];
}

export interface LinkCard extends Localized {
  slug: string;
  title: string;
  text: string;
  /** Where the link goes: a site path or an https URL; empty when the CMS value was unsafe. */
  href: string;
  image: Image | null;
}

export interface ArticleSummary extends Localized {
  slug: string;
  title: string;
  caption: string;
  summary: string;
  cover: Image | null;
  genre: string;
  publishedAt: string;
}

export interface Article extends ArticleSummary {
  content: string;
  soundcloud: string;
  instagram: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  author: string;
  modifiedAt: string;
}

export interface Faq extends Localized {
  slug: string;
  question: string;
  /** Sanitised HTML. */
  answer: string;
  category: string;
}

export interface Video extends Localized {
  slug: string;
  title: string;
  klass: string;
  caption: string;
  videoId: string;
  image: Image | null;
  short: boolean;
  publishedAt: string;
}

export interface Tv {
  title: string;
  featured: Video | null;
  suggestions: Video[];
  artist: LinkedObject | null;
}

export interface Page extends Localized {
  slug: string;
  title: string;
  summary: string;
  content: string;
  cover: Image | null;
}

export interface PhotoGallery extends Localized {
  slug: string;
  title: string;
  caption: string;
  date: string;
  photos: Image[];
}

export interface QuestionAnswer extends Localized {
  slug: string;
  question: string;
  answer: string;
}

export interface Activity extends Localized {
  slug: string;
  title: string;
  description: string;
  image: Image | null;
}
