import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { DjSchedulePlaceholder } from "#app/components/ui/dj-set-card.tsx";
import { Notifications } from "#app/components/ui/notifications.tsx";
import { DEFAULT_TIME_ZONE, PATHS } from "#app/config/site.ts";
import { localDate } from "#app/domain/dates.ts";
import { pathWithoutLocale } from "#app/i18n/locales.ts";
import { Footer } from "./footer.tsx";
import { Icon } from "./icon.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { PreviewBar } from "./preview-bar.tsx";
import { Sidebar } from "./sidebar.tsx";
import { SnapshotNotice } from "./snapshot-notice.tsx";
import { TopBar } from "./top-bar.tsx";

/** Constants of product.md#limits. */
export const AUTO_RELOAD_MS = 7_200_000;
export const FIXED_TOGGLE_AFTER_PX = 50;
const MINIMIZED_KEY = "sidebar-minimized";
const RELOADED_KEY = "reloaded-after-chunk-error";

/** Long-open tabs get fresh data every two hours without a full reload, so the visitor keeps their place. */
function useAutoRevalidate() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => revalidate(), AUTO_RELOAD_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
}

/** After a deploy, old chunks disappear: reload once to pick up the new build. */
function useReloadOnChunkError() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (sessionStorage.getItem(RELOADED_KEY)) return;
      event.preventDefault();
      sessionStorage.setItem(RELOADED_KEY, "1");
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", onError);
    return () => window.removeEventListener("vite:preloadError", onError);
  }, []);
}

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [px]);
  return past;
}

const DETAIL_PREFIXES = [
  "/event/",
  "/djs/",
  "/brands/",
  "/isla-mujeres/event/",
  "/san-jose-cabo/event/",
];

type Placeholder = "schedule" | "detail";

/** product.md#rules: while a client navigation loads, the screen it leads to shows a placeholder. */
function placeholderFor(pathname: string): Placeholder | null {
  const path = pathWithoutLocale(pathname);
  if (path === PATHS.djSchedule) return "schedule";
  return DETAIL_PREFIXES.some((prefix) => path.startsWith(prefix)) ? "detail" : null;
}

function LoadingPlaceholder({ kind }: { kind: Placeholder }) {
  const { t } = useLingui();
  if (kind === "schedule") {
    return <DjSchedulePlaceholder today={localDate(new Date(), DEFAULT_TIME_ZONE)} />;
  }
  return (
    <p
      className="py-24 text-center text-2xl font-black"
      aria-busy="true"
      data-testid="loading-placeholder"
    >
      {t`Spinning The Hamster…`}
    </p>
  );
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
  const [open, setOpen] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const scrolled = useScrolledPast(FIXED_TOGGLE_AFTER_PX);
  // The fade is for moving between pages; the first page paints at once (no delay to its LCP).
  const [firstPath] = useState(location.pathname);
  const navigated = location.pathname !== firstPath;
  useAutoRevalidate();
  useReloadOnChunkError();

  useEffect(() => {
    setMinimized(localStorage.getItem(MINIMIZED_KEY) === "1");
    // Lets tests (and monitoring) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  const toggleMinimized = () => {
    setMinimized((value) => {
      localStorage.setItem(MINIMIZED_KEY, value ? "0" : "1");
      return !value;
    });
  };

  return (
    <div className="flex min-h-dvh">
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <Sidebar
        open={open}
        minimized={minimized}
        onClose={() => setOpen(false)}
        onToggleMinimized={toggleMinimized}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        {preview && <PreviewBar />}
        <TopBar onOpenMenu={() => setOpen(true)} menuOpen={open} />
        <OfflineBanner />
        {snapshotTakenOn && <SnapshotNotice takenOn={snapshotTakenOn} />}
        <main
          id="main"
          tabIndex={-1}
          key={location.pathname}
          className={`${navigated ? "fade-in " : ""}flex-1 px-4 py-6 sm:px-6`}
        >
          {pending ? <LoadingPlaceholder kind={pending} /> : children}
        </main>
        <Footer />
      </div>
      {scrolled && !open && (
        <button
          type="button"
          aria-label={t`Open menu`}
          aria-controls="sidebar"
          data-testid="fixed-menu-toggle"
          onClick={() => setOpen(true)}
          className="fixed bottom-48 left-3 z-30 grid h-12 w-12 place-items-center rounded-full bg-amber-400 text-zinc-950 shadow-xl lg:hidden"
        >
          <Icon name="menu" />
        </button>
      )}
      <Notifications />
    </div>
  );
}
