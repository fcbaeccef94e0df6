import { useLingui } from "@lingui/react/macro";
import { PATHS } from "#app/config/site.ts";

/** Shown on every page an editor previews: drafts are visible, visitors see none of them. */
export default function PreviewBar() {
  const { t } = useLingui();
  return (
    <p
      role="status"
      data-testid="preview-bar"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-fuchsia-400/50 bg-fuchsia-950 px-4 py-2 text-sm text-fuchsia-50 sm:px-6"
    >
      <strong>{t`Preview: draft content`}</strong>
      <span>{t`Only you see this version; visitors see the published guide.`}</span>
      {/* A full page load: the server clears the preview cookie. */}
      <a href={PATHS.previewExit} className="font-semibold underline underline-offset-4">
        {t`Exit preview`}
      </a>
    </p>
  );
}
