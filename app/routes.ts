import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * SPEC section 2's route table. Screens of later issues are added as they are built; until then
 * their paths fall under the unmatched-path rule (302 to /). Redirects are not routes: they are
 * one table (app/domain/redirects.ts) answered by the server.
 */
export default [
  index("routes/home.tsx"),
  route("event/:slug", "routes/event.tsx"),
  route("*", "routes/unmatched.tsx"),
] satisfies RouteConfig;
