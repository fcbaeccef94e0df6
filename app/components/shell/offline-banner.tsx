import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * Its code is kept by the service worker from its install on; should it still be missing (a
 * worker not yet installed), the page goes without the banner rather than reload offline.
 */
const OfflineNotice = lazy(() =>
  import("./offline-notice.tsx").catch(() => ({ default: () => null })),
);

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

/**
 * "Offline, showing what you saved at 10:40 PM": the page is the copy the service worker kept
 * (the phone is offline, or the server did not answer), and the time is when that copy was
 * fetched (its Date header), in the visitor's clock. A saved document says so until the visitor
 * moves on to another page.
 */
export function OfflineBanner() {
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
  const saved = savedDocument?.path === here ? savedDocument : null;
  if (online && !saved) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice here={here} online={online} savedDate={saved?.date ?? null} />
    </Suspense>
  );
}
