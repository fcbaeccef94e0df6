import { useLingui } from "@lingui/react/macro";
import { EmbedFacade } from "#app/components/ui/embed-facade.tsx";
import type { DirectoryRecord } from "#app/directory/schema.ts";
import { TAG_LABEL_NAMES } from "#app/directory/tag-label-names.ts";
import { TAG_LABELS } from "#app/directory/tag-labels.ts";

/** Beside a venue's story: its map (loaded on a tap) and the directory's notes by kind. */
export function VenueGoodToKnow({
  record,
  name,
  mapEmbed,
}: {
  record: DirectoryRecord | null;
  name: string;
  /** What the map searches for ("" for no map). */
  mapEmbed: string;
}) {
  const { t, i18n } = useLingui();
  const tagGroups = TAG_LABELS.map((label) => ({
    label,
    tags: (record?.tags ?? []).filter((tag) => tag.label === label),
  })).filter((group) => group.tags.length > 0);
  return (
    <div className="space-y-6">
      {mapEmbed && (
        <EmbedFacade
          src={`https://maps.google.com/maps?q=${encodeURIComponent(mapEmbed)}&output=embed`}
          title={t`Map of ${name}`}
          label={t`Show the map`}
          className="aspect-square"
        />
      )}
      {tagGroups.length > 0 && (
        <section aria-labelledby="good-to-know">
          <h2 id="good-to-know" className="mb-3 text-xl font-black">
            {t`Good to know`}
          </h2>
          <dl className="space-y-3">
            {tagGroups.map((group) => (
              <div
                key={group.label}
                className="rounded-2xl border border-white/10 p-4"
                data-tag-label={group.label}
              >
                <dt className="text-xs font-black tracking-widest text-amber-300">
                  {i18n._(TAG_LABEL_NAMES[group.label])}
                </dt>
                {group.tags.map((tag) => (
                  <dd key={tag.value} className="mt-2">
                    <strong>{tag.value}</strong>
                    {tag.desc && <span className="block text-sm text-zinc-300">{tag.desc}</span>}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
