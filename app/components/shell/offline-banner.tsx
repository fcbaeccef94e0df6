import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useLocale } from "#app/i18n/links.tsx";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/**
 * "Offline, showing what you saved at 22:40": the page is the copy the service worker kept,
 * and the time is when that copy was fetched (its Date header), in the visitor's clock.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [savedAt, setSavedAt] = useState("");
  useEffect(() => {
    if (online || !("caches" in window)) return;
    caches
      .match(`${pathname}${search}`, { ignoreVary: true })
      .then((copy) => {
        const fetched = Date.parse(copy?.headers.get("date") ?? "");
        setSavedAt(
          Number.isNaN(fetched)
            ? ""
            : new Date(fetched).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" }),
        );
      })
      .catch(() => setSavedAt(""));
  }, [online, pathname, search, locale]);
  if (online) return null;
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
