import { useLingui } from "@lingui/react/macro";
import { Icon } from "#app/components/shell/icon.tsx";
import { useLocalizedPath } from "#app/i18n/links.tsx";
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
