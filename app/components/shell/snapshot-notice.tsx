import { useLingui } from "@lingui/react/macro";

/** Shown on every page while Cosmic is failing and the guide answers from its last snapshot. */
export default function SnapshotNotice({ takenOn }: { takenOn: string }) {
  const { t } = useLingui();
  return (
    <p
      role="status"
      data-testid="snapshot-notice"
      className="border-b border-amber-400/40 bg-amber-950 px-4 py-2 text-sm text-amber-100 sm:px-6"
    >
      {t`You are reading a saved copy of the guide from ${takenOn}: some details may have changed since. Check with the concierge before you go.`}
    </p>
  );
}
