import { declareQuery } from "./query-params.ts";

/**
 * A plan link's parameters: its parties by kind of party page (plan-link.ts); every other one is
 * ignored. Not a server module: a route's `handle` goes to the browser too.
 */
export const planQuery = declareQuery("e", "c", "i");
