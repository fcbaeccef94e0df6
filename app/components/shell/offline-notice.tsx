import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { formatWallTime, localWallTime } from "#app/domain/dates.ts";
import { useLocale } from "#app/i18n/links.tsx";
import type { Locale } from "#app/i18n/locales.ts";

/** A Date header's time as the site writes times ("6:24 PM", "18:24"), in the visitor's clock. */
const timeOf = (date: string, locale: Locale) => {
  const fetched = Date.parse(date);
  if (Number.isNaN(fetched)) return "";
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatWallTime(localWallTime(new Date(fetched), visitorZone), locale);
};

/**
 * The offline banner's words (offline-banner.tsx decides when it shows): code of its own,
 * fetched only by a page that is a saved copy or offline, and kept by the service worker from
 * its install on, so a phone that goes offline has it (scripts/service-worker.ts).
 */
export default function OfflineNotice({
  here,
  online,
  savedDate,
}: {
  /** The page's path and query: the key of its saved copy. */
  here: string;
  online: boolean;
  /** The Date header of the copy this document was answered from, if the worker said so. */
  savedDate: string | null;
}): ReactNode {
  const { t } = useLingui();
  const locale = useLocale();
  const [cachedAt, setCachedAt] = useState("");
  useEffect(() => {
    if (online || !("caches" in window)) return;
    caches
      .match(here, { ignoreVary: true })
      .then((copy) => setCachedAt(timeOf(copy?.headers.get("date") ?? "", locale)))
      .catch(() => setCachedAt(""));
  }, [online, here, locale]);
  const savedAt = savedDate === null ? cachedAt : timeOf(savedDate, locale);
  return (
    <p
      role="status"
      data-offline-banner
      className="border-b border-amber-400/40 bg-amber-950 px-4 py-2 text-center text-sm font-bold text-amber-100"
    >
      {savedAt
        ? t`Offline, showing what you saved at ${savedAt}`
        : t`Offline, showing what you saved`}
    </p>
  );
}
