import type { FollowLinks } from "#app/view-models/follow-links.server.ts";
import { renderServerMarkup } from "../server-markup.server.tsx";
import type { ServerMarkupHtml } from "../server-markup.tsx";
import { FollowMenu } from "./follow-menu.tsx";

/** The Follow menu as a loader sends it: its HTML, so a page's script carries none of it. */
export const followMenuMarkup = (follow: FollowLinks): ServerMarkupHtml =>
  renderServerMarkup(<FollowMenu follow={follow} />);
