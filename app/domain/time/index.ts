/**
 * The one home of time on the guide (docs/decisions/0043-one-night-one-answer.md): the clock
 * a party, a set or a venue is in (clock.ts); when a party is on (party-hours.ts); the night a
 * moment belongs to and what "tonight", "this weekend" cover (night.ts); the order of lists
 * (order.ts); where a DJ set falls (sets.ts); when what a page shows next changes (changes.ts).
 * The words "Today"/"Tomorrow" are labels.server.ts's, imported on its own: they come from the
 * server's catalogs. Every
 * page, feed, card and check asks here; nothing else does date arithmetic on parties or sets
 * (`../dates.ts` below it only knows calendars and clocks).
 */

export * from "./changes.ts";
export * from "./clock.ts";
export * from "./night.ts";
export * from "./order.ts";
export * from "./party-hours.ts";
export * from "./phase.ts";
export * from "./sets.ts";
