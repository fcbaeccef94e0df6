import { useEffect, useState } from "react";
import { PLAN_STATUS_PATH, planPath } from "#app/domain/plan-link.ts";
import { isSavedParty, refreshSaved } from "./saved-parties.ts";

/**
 * Keeps each saved party as the site says it is now (issue 53: cancelled, postponed, a new date),
 * without opening its page: one small request for the saved paths (cached like a page), read
 * again when the list changes. Returns each party's venue by path; a failed answer leaves the
 * saved copies as they are.
 */
export function useCurrentParties(paths: readonly string[]): ReadonlyMap<string, string> {
  const [venues, setVenues] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = paths.length > 0 ? planPath(paths, PLAN_STATUS_PATH) : null;
  useEffect(() => {
    if (!asked) return;
    let current = true;
    fetch(asked)
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body: unknown) => {
        if (!current || typeof body !== "object" || body === null || !("saved" in body)) return;
        if (!Array.isArray(body.saved)) return;
        const found = new Map<string, string>();
        for (const item of body.saved) {
          if (typeof item !== "object" || item === null || !("party" in item)) continue;
          if (!isSavedParty(item.party)) continue;
          refreshSaved(item.party);
          if ("venue" in item && typeof item.venue === "string")
            found.set(item.party.path, item.venue);
        }
        setVenues(found);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [asked]);
  return venues;
}
