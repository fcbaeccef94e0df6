import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { PartyCardData } from "#app/domain/content-types.ts";
import { formatEventLabel, formatShortDate, formatWallTime } from "#app/domain/dates.ts";
import { partyPath } from "#app/domain/party-paths.ts";
import { Link, useLocale } from "#app/i18n/links.tsx";
import { contentLangAttribute } from "#app/i18n/locales.ts";
import { SaveButton } from "#app/my-night/save-button.tsx";
import { savedPartyOf } from "#app/my-night/saved-parties.ts";
import { StatusBadge } from "./event-status.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** The card's image, or a gradient of the same shape when the party has none. */
function PartyImage({
  party,
  sizes,
  priority = false,
  className,
}: {
  party: PartyCardData;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  if (!party.image) {
    return (
      <div className={`aspect-[3/2] bg-gradient-to-br from-teal-700 to-amber-500 ${className}`} />
    );
  }
  return (
    <ResponsiveImage
      image={party.image}
      alt=""
      width={1200}
      height={800}
      sizes={sizes}
      priority={priority}
      className={`aspect-[3/2] object-cover ${className}`}
    />
  );
}

interface PartyCardProps {
  party: PartyCardData;
  /** The instant the page was rendered, so labels match between server and browser. */
  now: Date;
  timeZone: string;
  priority?: boolean;
  /** A row with a small image, for long lists such as the calendar. */
  compact?: boolean;
}

export function PartyCard({
  party,
  now,
  timeZone,
  priority = false,
  compact = false,
}: PartyCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // A cancelled party stays listed until its date passes, struck through.
  const titleClass = party.status === "cancelled" ? "line-through decoration-2" : "";
  const badge = <StatusBadge status={party.status} previousDate={party.previousDate} />;
  const titleId = useId();
  const saveButton = <SaveButton party={savedPartyOf(party)} titleId={titleId} />;
  if (compact) {
    return (
      <article className="card flex items-center overflow-hidden pr-2">
        <Link to={partyPath(party)} className="flex min-w-0 flex-1 items-center gap-3 p-2 pr-4">
          <PartyImage party={party} sizes="6rem" className="w-24 shrink-0 rounded-xl" />
          <div className="min-w-0">
            <h3
              id={titleId}
              lang={contentLangAttribute(party)}
              className={`leading-snug font-extrabold ${titleClass}`}
            >
              {party.title}
            </h3>
            {badge}
            <p className="text-sm text-amber-300">
              {/* The calendar's day heading already says the date. */}
              <time dateTime={party.date}>
                {party.startTime ? formatWallTime(party.startTime, locale) : t`All day`}
              </time>
            </p>
          </div>
        </Link>
        {saveButton}
      </article>
    );
  }
  return (
    <article className="card group relative overflow-hidden">
      <Link to={partyPath(party)} className="block focus-visible:outline-offset-[-4px]">
        <PartyImage
          party={party}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="w-full transition-transform group-hover:scale-[1.02]"
        />
        <div className="p-4">
          <p className="eyebrow">
            <time dateTime={party.date}>
              {formatEventLabel(party.date, party.startTime, now, timeZone, locale)}
            </time>
          </p>
          <h3
            id={titleId}
            lang={contentLangAttribute(party)}
            className={`mt-1 text-lg leading-snug font-black ${titleClass}`}
          >
            {party.title}
          </h3>
          {badge}
          {party.caption && (
            <p
              lang={contentLangAttribute(party)}
              className="mt-1 line-clamp-2 text-sm text-zinc-300"
            >
              {party.caption}
            </p>
          )}
          <p className="sr-only">{formatShortDate(party.date, locale)}</p>
        </div>
      </Link>
      <div className="absolute top-2 right-2">{saveButton}</div>
    </article>
  );
}
