import { useLingui } from "@lingui/react/macro";
import { PAGES_SHOWN, pageWindow, totalPages } from "#app/domain/page-numbers.ts";
import { Link } from "#app/i18n/links.tsx";
import { usePageHref } from "./page-href.ts";

export const PAGINATION_TYPES = [
  "default",
  "primary",
  "danger",
  "success",
  "warning",
  "info",
] as const;
export type PaginationType = (typeof PAGINATION_TYPES)[number];

const ACTIVE: Record<PaginationType, string> = {
  default: "bg-zinc-100 text-zinc-950",
  primary: "bg-teal-400 text-zinc-950",
  danger: "bg-rose-400 text-zinc-950",
  success: "bg-emerald-400 text-zinc-950",
  warning: "bg-amber-400 text-zinc-950",
  info: "bg-sky-400 text-zinc-950",
};

interface PaginationProps {
  page: number;
  total: number;
  limit: number;
  type?: PaginationType;
  /** Query parameter that carries the page; shareable and crawlable URLs. */
  param?: string;
}

/**
 * URL-driven pagination: every page is a link. A page number past the end (after the total or
 * page size changed) falls back to page 1.
 */
export function Pagination({
  page,
  total,
  limit,
  type = "default",
  param = "page",
}: PaginationProps) {
  const { t } = useLingui();
  const href = usePageHref(param);
  const pages = totalPages(total, limit);
  if (pages <= 1) return null;
  const current = page >= 1 && page <= pages ? page : 1;
  const arrow = "grid h-11 min-w-11 place-items-center rounded-full px-3 font-bold";
  return (
    <nav
      aria-label={t`Pagination`}
      className="my-8 flex items-center justify-center gap-1"
      data-pagination-type={type}
    >
      {current === 1 ? (
        <span aria-disabled="true" className={`${arrow} text-zinc-600`}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{t`Previous page`}</span>
        </span>
      ) : (
        <Link to={href(current - 1)} rel="prev" className={`${arrow} hover:bg-white/10`}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{t`Previous page`}</span>
        </Link>
      )}
      {pageWindow(current, pages, PAGES_SHOWN).map((number) => (
        <Link
          key={number}
          to={href(number)}
          aria-current={number === current ? "page" : undefined}
          className={`${arrow} ${number === current ? ACTIVE[type] : "hover:bg-white/10"}`}
        >
          <span className="sr-only">{t`Page`} </span>
          {number}
        </Link>
      ))}
      {current === pages ? (
        <span aria-disabled="true" className={`${arrow} text-zinc-600`}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">{t`Next page`}</span>
        </span>
      ) : (
        <Link to={href(current + 1)} rel="next" className={`${arrow} hover:bg-white/10`}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">{t`Next page`}</span>
        </Link>
      )}
    </nav>
  );
}
