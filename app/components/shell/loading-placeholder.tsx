import { useLingui } from "@lingui/react/macro";
import { DEFAULT_TIME_ZONE } from "#app/config/site.ts";
import { localDate } from "#app/domain/dates.ts";
import { DjSchedulePlaceholder } from "./dj-schedule-placeholder.tsx";
import type { Placeholder } from "./loading-placeholder-paths.ts";

/** What the screen a client navigation leads to shows while it loads (app-shell.tsx). */
export default function LoadingPlaceholder({ kind }: { kind: Placeholder }) {
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
