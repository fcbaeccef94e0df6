import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { renderServerMarkup } from "#app/components/server-markup.server.tsx";
import { PATHS, SITE_NAME } from "#app/config/site.ts";
import { LANGUAGE_TAG, type Locale, localizedPath } from "#app/i18n/locales.ts";

/**
 * What the service worker shows for a page it has no copy of when the network or the server
 * fails (issue 66): the guide's own page in the visitor's language, with the way back to what
 * it keeps (My night, the pages opened before). Plain HTML with its own style and no script: it
 * stands in at whatever address failed, where the app's script would hydrate the wrong route,
 * and the site's stylesheet may not be kept.
 */
export function offlinePageHtml(locale: Locale, i18n: I18n): string {
  const title = t(i18n)`This page is not saved on this phone`;
  const body = (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${SITE_NAME}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main data-offline-page>
          <p className="brand">{SITE_NAME}</p>
          <h1>{title}</h1>
          <p>
            {t(
              i18n,
            )`The phone is offline or the guide does not answer right now, and this page was not opened here before, so there is no copy of it.`}
          </p>
          <p>{t(i18n)`The parties you saved and the pages you opened still open:`}</p>
          <ul>
            <li>
              <a href={localizedPath(locale, PATHS.myNight)}>{t(i18n)`My night`}</a>
            </li>
            <li>
              <a href={localizedPath(locale, PATHS.home)}>{t(i18n)`Home`}</a>
            </li>
          </ul>
          {/* biome-ignore lint/a11y/useValidAnchor: an empty href is the same address, query and all, asked again. */}
          <a className="again" href="">
            {t(i18n)`Try again`}
          </a>
        </main>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderServerMarkup(body).serverMarkup}`;
}

/** The site's colours (app/app.css), written out: the page must not depend on a kept stylesheet. */
const STYLE = `
body{margin:0;background:#09090b;color:#f4f4f5;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}
.brand{color:#fbbf24;font-weight:800;letter-spacing:.02em}
h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0 1rem;overflow-wrap:anywhere}
a{color:#fcd34d}
li{margin:.4rem 0}
.again{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:999px;background:#fbbf24;color:#09090b;font-weight:700;text-decoration:none}
`;
