import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";

/** A link that opens in a new tab, cut off from this page (noopener), and says so to screen readers. */
export function NewTabLink({
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  const { t } = useLingui();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t`(opens in a new tab)`}</span>
    </a>
  );
}
