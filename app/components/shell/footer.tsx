import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import {
  type ConsentChoice,
  loadAnalytics,
  readConsent,
  storeConsent,
} from "#app/components/analytics.ts";
import { usePublicEnv } from "#app/components/public-env.tsx";
import { INSTAGRAM_URL, PRIVACY_NOTICE_PDF, SITE_NAME } from "#app/config/site.ts";
import { anchorIds } from "#app/domain/slug.ts";
import { Link } from "#app/i18n/links.tsx";
import { FOOTER_COLUMNS, labelKey, labelText } from "./navigation.ts";

function CookieNotice() {
  const { t } = useLingui();
  const { gaMeasurementId } = usePublicEnv();
  // Unknown until the browser says: the server's HTML is the same for everyone.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  useEffect(() => setChoice(readConsent()), []);
  useEffect(() => {
    if (choice === "accepted" && gaMeasurementId) loadAnalytics(gaMeasurementId);
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
      <p className="flex-1 text-zinc-100">{t`This website use cookies to ensure you get the best of the experiences on our website`}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => decide("declined")}
          className="min-h-11 rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10"
        >
          {t`Decline`}
        </button>
        <button
          type="button"
          onClick={() => decide("accepted")}
          className="min-h-11 rounded-full bg-amber-400 px-4 font-bold text-zinc-950 hover:bg-amber-300"
        >
          {t`Accept`}
        </button>
      </div>
    </section>
  );
}

// Ids from the English titles: the same anchors in both languages.
const COLUMN_IDS = anchorIds(
  "footer",
  FOOTER_COLUMNS.map((column) => labelKey(column.title)),
);

export function Footer() {
  const { t, i18n } = useLingui();
  return (
    <footer className="mt-16 border-t border-white/10 bg-zinc-950 px-4 py-10 text-sm sm:px-6">
      <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
        {FOOTER_COLUMNS.map((column, index) => (
          <section key={labelKey(column.title)} aria-labelledby={COLUMN_IDS[index]}>
            <h2
              id={COLUMN_IDS[index]}
              className="mb-3 text-xs font-black tracking-widest text-amber-300 uppercase"
            >
              {labelText(i18n, column.title)}
            </h2>
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={labelKey(link.name)}>
                  {link.external ? (
                    <a
                      href={link.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-block py-1 text-zinc-300 hover:text-white"
                    >
                      {labelText(i18n, link.name)}
                    </a>
                  ) : (
                    <Link
                      to={link.path}
                      className="inline-block py-1 text-zinc-300 hover:text-white"
                    >
                      {labelText(i18n, link.name)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap items-center gap-4 border-t border-white/10 pt-6 text-zinc-400">
        <span>© {SITE_NAME}</span>
        <a
          href={INSTAGRAM_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="py-1 hover:text-white"
        >
          Instagram
        </a>
        <a href={PRIVACY_NOTICE_PDF} className="py-1 hover:text-white">
          {t`Privacy notice (PDF)`}
        </a>
      </div>
      <CookieNotice />
    </footer>
  );
}
