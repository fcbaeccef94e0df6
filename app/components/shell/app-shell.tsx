import { useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useMatches, useNavigation, useRevalidator } from "react-router";
import { loadChunk } from "#app/components/load-chunk.ts";
import { Notifications } from "#app/components/ui/notifications.tsx";
import { useConciergeClicks } from "./concierge-button.tsx";
import { CookieNotice } from "./cookie-notice.tsx";
import { useCopyLinkClicks } from "./copy-link-clicks.ts";
import { Footer } from "./footer.tsx";
import { useLinkNavigation } from "./link-navigation.ts";
import { loadPlaceholder, placeholderFor } from "./loading-placeholder-paths.ts";
import { OfflineBanner } from "./offline-banner.tsx";
import { Sidebar } from "./sidebar.tsx";
import { SpanishHint, useSpanishHint } from "./spanish-hint.tsx";
import { TopBar } from "./top-bar.tsx";
import { useStaticParts } from "./use-static-parts.ts";

// Shown only to an editor previewing, or while Cosmic is down: their code loads only then.
const PreviewBar = lazy(() => loadChunk(() => import("./preview-bar.tsx")));
const SnapshotNotice = lazy(() => loadChunk(() => import("./snapshot-notice.tsx")));
// Shown only while a client navigation loads; fetched ahead as a link is reached.
const LoadingPlaceholder = lazy(() => loadChunk(loadPlaceholder));

/** Constants of product.md#limits. */
export const AUTO_RELOAD_MS = 7_200_000;

const MINUTE = 60_000;
/** The first time an answer already past its own `freshUntil` is asked for again. */
const RETRY_MS = 5_000;

/** When a route's data says it next turns false (`freshUntil`, issue 63), past or not. */
function freshUntilOf(data: unknown): number {
  const at = Number(Object(data).freshUntil);
  return at > 0 ? at : Number.POSITIVE_INFINITY;
}

/**
 * A tab left open asks the server again, keeping the visitor's place: a moment after its page
 * turns false (a party starts or ends, a set changes, the night turns), every two hours in any
 * case, and when looked at or back online past either. An answer already past its own moment
 * (the visitor's clock runs ahead, or a cache answered) is asked for again in 5 s, then 10, 20,
 * up to a minute apart: a tab never gives up (issue 63).
 */
function useAutoRevalidate() {
  const { revalidate } = useRevalidator();
  const matches = useMatches();
  const late = useRef(0);
  useEffect(() => {
    const now = Date.now();
    const due = Math.min(now + AUTO_RELOAD_MS, ...matches.map((m) => freshUntilOf(m.loaderData)));
    late.current = due <= now ? late.current + 1 : 0;
    // Hidden or offline, a tab waits: it asks when it is shown again or back online.
    const check = () => {
      if (Date.now() >= due && document.visibilityState === "visible" && navigator.onLine)
        revalidate();
    };
    // A second or three after the moment: the server's clock may be a little behind this one.
    const wait = late.current
      ? Math.min(MINUTE, RETRY_MS * 2 ** (late.current - 1))
      : due - now + 1000 + Math.random() * 2000;
    const timer = setTimeout(check, wait);
    const everyMinute = setInterval(check, MINUTE);
    document.addEventListener("visibilitychange", check);
    window.addEventListener("online", check);
    return () => {
      clearTimeout(timer);
      clearInterval(everyMinute);
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("online", check);
    };
  }, [matches, revalidate]);
}

export function AppShell({
  children,
  snapshotTakenOn,
  preview = false,
}: {
  children: ReactNode;
  /** While the guide answers from its fallback snapshot: the day it was taken. */
  snapshotTakenOn?: string;
  /** An editor's preview: drafts shown, with a bar that says so. */
  preview?: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname
      ? placeholderFor(navigation.location.pathname)
      : null;
  const { t } = useLingui();
  // The fade is for moving between pages; the first page paints at once (no delay to its LCP).
  const [firstPath] = useState(location.pathname);
  const navigated = location.pathname !== firstPath;
  useAutoRevalidate();
  useLinkNavigation();
  useStaticParts();
  useSpanishHint();
  useConciergeClicks();
  useCopyLinkClicks();

  useEffect(() => {
    // Lets tests (and monitoring) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <div className="flex min-h-dvh">
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        {preview && (
          <Suspense fallback={null}>
            <PreviewBar />
          </Suspense>
        )}
        <TopBar />
        <SpanishHint />
        <OfflineBanner />
        {snapshotTakenOn && (
          <Suspense fallback={null}>
            <SnapshotNotice takenOn={snapshotTakenOn} />
          </Suspense>
        )}
        <main
          id="main"
          tabIndex={-1}
          key={location.pathname}
          className={`${navigated ? "fade-in " : ""}flex-1 px-4 py-6 sm:px-6`}
        >
          {/* A page whose HTML does not match what the browser renders is redrawn alone,
              never the shell around it (whose HTML-only parts cannot be drawn again). */}
          <Suspense fallback={null}>
            {pending ? <LoadingPlaceholder kind={pending} /> : children}
          </Suspense>
        </main>
        <Footer />
      </div>
      <CookieNotice />
      <Notifications />
    </div>
  );
}
