import { useLingui } from "@lingui/react/macro";
import { PATHS } from "#app/config/site.ts";
import type { SearchKind } from "#app/domain/search-index.ts";
import { Link } from "#app/i18n/links.tsx";
import type { SearchResultItem } from "#app/search/search.server.ts";
import { ConciergeButton } from "../shell/concierge-button.tsx";
import { StatusBadge } from "../ui/event-status.tsx";
import { EmptyState } from "../ui/party-grid.tsx";

/** A search's own URL: its words, and one kind of result when asked. */
export const searchUrl = (q: string, kind?: SearchKind) =>
  `${PATHS.search}?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ""}`;

/** Results as links, each with its detail line and status. */
export function ResultList({ items }: { items: SearchResultItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.url} className="rounded-2xl border border-white/10 p-4">
          <Link to={item.url} className="font-extrabold hover:underline" lang={item.contentLang}>
            {item.title}
          </Link>
          {item.detail && <p className="text-sm text-zinc-300">{item.detail}</p>}
          {item.status && <StatusBadge status={item.status} />}
        </li>
      ))}
    </ul>
  );
}

/** A search that found nothing: the nearest spelling that does, the calendar and the concierge. */
export function NoResults({ q, suggestion }: { q: string; suggestion: string | null }) {
  const { t } = useLingui();
  return (
    <EmptyState>
      <span className="block">{t`Nothing found for “${q}”.`}</span>
      {suggestion && (
        <span className="mt-2 block">
          {t`Did you mean`}{" "}
          <Link to={searchUrl(suggestion)} className="link-accent">
            {suggestion}
          </Link>
          ?
        </span>
      )}
      <span className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={PATHS.calendar} className="link-accent">
          {t`See every party in the calendar`}
        </Link>
        <ConciergeButton intent="talk" />
      </span>
    </EmptyState>
  );
}
