/** The footer's HTML: imported by the server only (footer.tsx), never by the browser. */
import { useLingui } from "@lingui/react/macro";
import { INSTAGRAM_URL, PRIVACY_NOTICE_PDF, SITE_NAME } from "#app/config/site.ts";
import { anchorIds } from "#app/domain/slug.ts";
import { Link } from "#app/i18n/links.tsx";
import { labelKey, labelText } from "./nav-labels.ts";
import { FOOTER_COLUMNS } from "./navigation.ts";

// Ids from the English titles: the same anchors in both languages.
const COLUMN_IDS = anchorIds(
  "footer",
  FOOTER_COLUMNS.map((column) => labelKey(column.title)),
);

/** What the footer holds (footer.tsx): rendered on the server only. */
export default function FooterContent() {
  const { t, i18n } = useLingui();
  return (
    <>
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
                      className="footer-link"
                    >
                      {labelText(i18n, link.name)}
                    </a>
                  ) : (
                    <Link to={link.path} className="footer-link">
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
    </>
  );
}
