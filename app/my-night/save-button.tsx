import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useSyncExternalStore } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import { Icon } from "#app/components/shell/icon.tsx";
import { notify } from "#app/components/ui/notifications.tsx";
import { PATHS } from "#app/config/site.ts";
import { useLocalizedPath } from "#app/i18n/links.tsx";
import {
  isBookable,
  noSavedParties,
  refreshSaved,
  type SavedParty,
  save,
  savedParties,
  subscribe,
  unsave,
} from "./saved-parties.ts";

/** The visitor's saved parties, live across tabs; none while the server renders. */
export function useSavedParties(): readonly SavedParty[] {
  return useSyncExternalStore(subscribe, savedParties, noSavedParties);
}

/** Keeps the party's saved copy (if the visitor saved it) as its page says it is now. */
export function KeepSavedCurrent({ party }: { party: SavedParty }) {
  useEffect(() => refreshSaved(party), [party]);
  return null;
}

/**
 * Saves a party to My night (or takes it off); a cancelled party offers nothing to save. On a card it is an icon over the image; on the
 * event page a labelled button.
 */
export function SaveButton({
  party,
  titleId,
}: {
  party: SavedParty;
  /** On a card: the id of the party's title, which names the icon button with its label. */
  titleId?: string;
}) {
  const compact = titleId !== undefined;
  const labelId = useId();
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const saved = useSavedParties().some((item) => item.path === party.path);
  const label = saved ? t`Saved to My night` : t`Save to My night`;
  if (!isBookable(party)) return null;
  return (
    <button
      type="button"
      data-save-party={party.path}
      aria-pressed={saved}
      // "Save to My night" + the party's name (CMS text, in its own language).
      aria-labelledby={compact ? `${labelId} ${titleId}` : undefined}
      title={compact ? label : undefined}
      onClick={() => {
        if (saved) {
          unsave(party.path);
          void notify(t`Removed from My night`);
          return;
        }
        save(party);
        const count = savedParties().length;
        void notify(
          t({
            message: plural(count, {
              one: "Saved to My night (# party)",
              other: "Saved to My night (# parties)",
            }),
          }),
          "success",
          { label: t`See My night`, href: localized(PATHS.myNight) },
        );
        // The party's page and My night, kept for offline (code loaded with the first tap).
        void loadChunk(() => import("#app/offline/keep-offline.ts")).then(({ keepOffline }) =>
          keepOffline([localized(party.path), localized(PATHS.myNight)]),
        );
      }}
      className={
        compact
          ? "save-heart"
          : "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/40 px-4 text-sm font-bold hover:bg-white/10"
      }
    >
      <Icon name="heart" className={`h-5 w-5 ${saved ? "fill-rose-500 text-rose-500" : ""}`} />
      {compact ? (
        <span id={labelId} className="sr-only">
          {t`Save to My night`}
        </span>
      ) : (
        label
      )}
    </button>
  );
}
