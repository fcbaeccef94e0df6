import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type ConsentChoice, readConsent, storeConsent } from "#app/components/analytics.ts";
import { loadChunk } from "#app/components/load-chunk.ts";
import { usePublicEnv } from "#app/components/public-env.tsx";

/** Asks once for consent to analytics cookies; analytics loads only after "Accept". */
export function CookieNotice() {
  const { t } = useLingui();
  const { gaMeasurementId } = usePublicEnv();
  // Unknown until the browser says: the server's HTML is the same for everyone.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  useEffect(() => setChoice(readConsent()), []);
  useEffect(() => {
    if (choice === "accepted" && gaMeasurementId) {
      void loadChunk(() => import("#app/components/load-analytics.ts")).then(({ loadAnalytics }) =>
        loadAnalytics(gaMeasurementId),
      );
    }
  }, [choice, gaMeasurementId]);
  if (choice !== null) return null;
  const decide = (value: ConsentChoice) => {
    storeConsent(value);
    setChoice(value);
  };
  return (
    <section
      aria-label={t`Cookie notice`}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-2xl flex-col gap-3 rounded-xl border border-white/15 bg-zinc-900 p-4 text-sm shadow-2xl sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-zinc-100">{t`We use cookies to count visits.`}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => decide("declined")}
          className="btn btn-outline px-4 font-semibold"
        >
          {t`Decline`}
        </button>
        <button type="button" onClick={() => decide("accepted")} className="btn btn-primary px-4">
          {t`Accept`}
        </button>
      </div>
    </section>
  );
}
