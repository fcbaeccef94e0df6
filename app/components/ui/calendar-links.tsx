import { useLingui } from "@lingui/react/macro";
import { Icon } from "#app/components/shell/icon.tsx";
import { useLocalizedPath } from "#app/i18n/links.tsx";
import type { FollowLinks } from "#app/view-models/follow-links.server.ts";
import { NewTabLink } from "./new-tab-link.tsx";

/** "Add to calendar" (.ics download) and "Google Calendar" for one event. */
export function AddToCalendar({ icsPath, googleLink }: { icsPath: string; googleLink: string }) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const style = "btn btn-outline gap-2 px-4 text-sm";
  return (
    <>
      <a href={localized(icsPath)} download className={style} data-testid="add-to-calendar">
        <Icon name="calendar" className="h-4 w-4" />
        {t`Add to calendar`}
      </a>
      <NewTabLink href={googleLink} className={style} data-testid="google-calendar">
        Google Calendar
      </NewTabLink>
    </>
  );
}

/**
 * Follow a feed (issue 65): subscribe in the phone's calendar (webcal://), in Google Calendar,
 * or take its https link; every link made and worded by the loader (follow-links.server.ts).
 */
export function SubscribeLink({ follow }: { follow: FollowLinks }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-4 text-sm">
      <a
        href={follow.webcal}
        className="link-accent inline-flex min-h-11 items-center gap-2"
        data-testid="calendar-subscribe"
      >
        <Icon name="calendar" className="h-4 w-4" />
        {follow.label}
      </a>
      <NewTabLink href={follow.google} className="link-accent" data-testid="calendar-google">
        Google Calendar
      </NewTabLink>
      <a href={follow.feed} className="link-accent" data-testid="calendar-feed">
        {follow.feedLabel}
      </a>
      {follow.atom && (
        <a href={follow.atom.href} className="link-accent" data-testid="calendar-atom">
          {follow.atom.label}
        </a>
      )}
    </span>
  );
}
