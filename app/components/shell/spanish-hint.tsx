import { useEffect } from "react";
import { useLocation } from "react-router";
import { localeOfPath, samePageIn } from "#app/i18n/locales.ts";
import { ServerHtml } from "./server-html.tsx";

const DISMISSED_KEY = "spanish-hint-dismissed";
const HINT_ID = "spanish-hint";

/**
 * One line, on an English page, offering the same page in Spanish to a browser whose first
 * language is Spanish (issue 42): never a redirect, and once closed it stays closed. It is HTML
 * only (server-html.tsx), hidden until useSpanishHint shows it, and laid over the page under
 * the header, so showing it moves nothing. Its words are Spanish on purpose, for the reader it
 * is for, so they are not in the English catalog.
 */
export function SpanishHint() {
  const { pathname } = useLocation();
  if (localeOfPath(pathname) !== "en") return null;
  return (
    <ServerHtml
      as="div"
      id={HINT_ID}
      hidden
      lang="es"
      className="fixed inset-x-0 top-14 z-10 border-b border-white/10 bg-teal-950 px-4 py-1 text-sm shadow-lg"
    >
      {import.meta.env.SSR && (
        <p className="flex items-center gap-3">
          <span className="flex-1">
            ¿Prefieres español?{" "}
            <a href="/es/" hrefLang="es" className="font-bold underline">
              Ver esta página en español
            </a>
          </span>
          <button type="button" className="icon-btn w-10" aria-label="Cerrar" data-hint-close>
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
    </ServerHtml>
  );
}

function dismiss(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Private mode: closed for this page only.
  }
}

/** Shows the hint to a browser that asks for Spanish first, pointing at the page shown. */
export function useSpanishHint(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const hint = document.getElementById(HINT_ID);
    if (!hint) return;
    let wanted = false;
    try {
      wanted = /^es\b/i.test(navigator.language) && !localStorage.getItem(DISMISSED_KEY);
    } catch {
      // No storage: a hint that could not stay closed is not shown.
    }
    hint.hidden = !wanted;
    hint.querySelector("a")?.setAttribute("href", samePageIn("es", pathname, search));
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element && event.target.closest("[data-hint-close]"))) return;
      dismiss();
      hint.hidden = true;
    };
    hint.addEventListener("click", onClick);
    return () => hint.removeEventListener("click", onClick);
  }, [pathname, search]);
}
