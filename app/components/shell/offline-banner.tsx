import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { formatWallTime, localWallTime } from "#app/domain/dates.ts";
import { useLocale } from "#app/i18n/links.tsx";
import type { Locale } from "#app/i18n/locales.ts";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** The saved copy's Date header when the service worker answered this document from it. */
function askSavedCopy(onAnswer: (date: string) => void): () => void {
  const worker = navigator.serviceWorker;
  if (!worker?.controller) return () => {};
  const listener = (event: MessageEvent) => {
    const answer: unknown = event.data;
    if (typeof answer === "object" && answer !== null && "savedCopy" in answer) {
      if (typeof answer.savedCopy === "string") onAnswer(answer.savedCopy);
    }
  };
  worker.addEventListener("message", listener);
  worker.startMessages();
  worker.controller.postMessage("saved-copy?");
  return () => worker.removeEventListener("message", listener);
}

/** A Date header's time as the site writes times ("6:24 PM", "18:24"), in the visitor's clock. */
const timeOf = (date: string, locale: Locale) => {
  const fetched = Date.parse(date);
  if (Number.isNaN(fetched)) return "";
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatWallTime(localWallTime(new Date(fetched), visitorZone), locale);
};

/**
 * "Offline, showing what you saved at 10:40 PM": the page is the copy the service worker kept
 * (the phone is offline, or the server did not answer), and the time is when that copy was
 * fetched (its Date header), in the visitor's clock. A saved document says so until the visitor
 * moves on to another page.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [savedDocument, setSavedDocument] = useState<{ path: string; date: string } | null>(null);
  // Asked once, for the document as it loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document's own first path
  useEffect(() => askSavedCopy((date) => setSavedDocument({ path: here, date })), []);
  const [cachedAt, setCachedAt] = useState("");
  useEffect(() => {
    if (online || !("caches" in window)) return;
    caches
      .match(here, { ignoreVary: true })
      .then((copy) => setCachedAt(timeOf(copy?.headers.get("date") ?? "", locale)))
      .catch(() => setCachedAt(""));
  }, [online, here, locale]);
  const saved = savedDocument?.path === here ? savedDocument : null;
  if (online && !saved) return null;
  const savedAt = saved ? timeOf(saved.date, locale) : cachedAt;
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
