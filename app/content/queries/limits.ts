/** product.md#limits: business constants and limits of the CMS calls. */
export const LIMITS = {
  defaultPagination: 30,
  partyList: 25,
  calendar: 85,
  miniParties: 65,
  djSchedule: 150,
  defaultDetail: 16,
  faqsAll: 40,
  faqsByCategory: 15,
  brandsList: 16,
  linksAndQa: 5,
  tvAndHomeContent: 1,
  festival2024: 35,
  /** Venues per "load more" step (a page of three rows of four). */
  venuePage: 12,
  /** Artists read at once to learn which genres parties have (the filters, genre pages). */
  genreIndex: 500,
  /** What the search index reads of lists the site pages through (articles, each kind of venue). */
  searchArticles: 100,
  searchVenues: 100,
  /**
   * A DJ's or a club's coming parties asked for in one request (issue 40): nearly all have
   * fewer, so the page costs one round trip; a longer list reads the rest in one more.
   */
  comingOfOne: 100,
} as const;
