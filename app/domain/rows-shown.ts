/**
 * How many rows a page shows of each list before an "N more" line links the rest (issue 40):
 * a page is as long as a visit reads, never as long as the bucket's history, so a five-year
 * bucket's pages stay within a quarter of the demo's size and render time. Every count lives
 * here, so the trade-off between "all on one screen" and "one more tap" is made in one place.
 */
export const ROWS_SHOWN = {
  /** Parties on one calendar page (a two-week span is cut between nights beyond this). */
  calendarPage: 45,
  /** A genre page's coming parties and its DJs. */
  genreParties: 45,
  genreDjs: 24,
  /** A DJ's next dates, above the pictures. */
  djDates: 8,
  /** A club's next nights (the calendar filtered to the club has the rest). */
  clubNights: 10,
  /** A brand's next parties and its latest past ones. */
  brandComing: 5,
  brandPast: 10,
  /** Each "where next" list of an event page: the same night, the same venue. */
  nextSteps: 3,
  /**
   * Home: this weekend (its first rows open, the rest folded one tap away), featured parties,
   * each club's upcoming parties, Isla Mujeres. Home stays within seven phone screens on every
   * day of the week (issue 67: the weekend holds up to eight parties early in the week and none
   * on a Sunday night; featured and Isla each have a page with the rest one link away).
   */
  homeWeekend: 8,
  homeWeekendOpen: 3,
  homeFeatured: 4,
  homeClubGroup: 1,
  homeIsla: 3,
} as const;
