import { useLingui } from "@lingui/react/macro";

/** The notice's words and buttons, rendered on the server only (cookie-notice.tsx). */
export default function CookieNoticeContent() {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Cookie notice`}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-2xl flex-col gap-3 rounded-xl border border-white/15 bg-zinc-900 p-4 text-sm shadow-2xl sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-zinc-100">{t`We use cookies to count visits.`}</p>
      <div className="flex gap-2">
        <button
          type="button"
          data-consent="declined"
          className="btn btn-outline px-4 font-semibold"
        >
          {t`Decline`}
        </button>
        <button type="button" data-consent="accepted" className="btn btn-primary px-4">
          {t`Accept`}
        </button>
      </div>
    </section>
  );
}
