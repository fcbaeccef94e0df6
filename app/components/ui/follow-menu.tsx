import { Icon } from "#app/components/shell/icon.tsx";
import type { FollowLinks } from "#app/view-models/follow-links.server.ts";

/**
 * Follow a feed (issue 65): one tap opens the ways to follow it: the phone's or Mac's calendar
 * (webcal://), Google Calendar, Outlook on the web, a feed reader (Atom), the feed link itself,
 * and, once the page runs its script, "Copy link" (copy-link-clicks.ts). A details element, so
 * without script it opens the same plain links. Made and worded by the loader
 * (follow-links.server.ts) and drawn on the server (follow-menu.server.tsx), no hook, no handler:
 * My night, whose feed only the browser knows, draws the same menu in the browser.
 */
export function FollowMenu({ follow }: { follow: FollowLinks }) {
  const { words } = follow;
  const newTab = <span className="sr-only"> {words.newTab}</span>;
  return (
    <details className="follow-menu" data-follow>
      <summary className="link-accent inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
        <Icon name="calendar" className="h-4 w-4" />
        {follow.label}
      </summary>
      <ul className="follow-menu-list">
        <li>
          <a href={follow.webcal} data-testid="calendar-subscribe">
            {words.apple}
          </a>
        </li>
        <li>
          <a
            href={follow.google}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="calendar-google"
          >
            Google Calendar{newTab}
          </a>
        </li>
        <li>
          <a
            href={follow.outlook}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="calendar-outlook"
          >
            Outlook{newTab}
          </a>
        </li>
        {follow.atom && (
          <li>
            <a href={follow.atom.href} data-testid="calendar-atom">
              {follow.atom.label}
            </a>
          </li>
        )}
        <li>
          <a href={follow.feed} data-testid="calendar-feed">
            {words.feedLabel}
          </a>
        </li>
        <li className="needs-script">
          <button
            type="button"
            data-copy-link={follow.feed}
            data-copied={words.copied}
            data-not-copied={words.notCopied}
          >
            {words.copy}
          </button>
        </li>
      </ul>
    </details>
  );
}
