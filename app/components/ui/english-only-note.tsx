import { useLingui } from "@lingui/react/macro";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * Said once on a Spanish page whose CMS object has no Spanish version (Cosmic served the
 * English one): the text below stays marked `lang="en"`, and the visitor knows why it is English.
 */
export function EnglishOnlyNote({ item }: { item: { contentLang?: Locale } }) {
  const { t } = useLingui();
  if (item.contentLang !== "en") return null;
  return (
    <p className="mb-3 text-sm text-zinc-300" data-english-only>
      {t`This content is available only in English.`}
    </p>
  );
}
