import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import { useLocale } from "#app/i18n/links.tsx";
import { localizedPath } from "#app/i18n/locales.ts";
import type { DrawnMap } from "./interactive-map.ts";

export interface MapPoint {
  slug: string;
  name: string;
  route: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
}

const VIEW = { width: 400, height: 300, margin: 28 };

/**
 * Where each point falls on the preview: longitude and latitude scaled alike (the area is small
 * enough for a flat projection), north up, the points' bounds filling the drawing.
 */
export function previewPositions(points: readonly MapPoint[]): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  // A degree of longitude is shorter than one of latitude by cos(latitude).
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * squeeze, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const inner = { width: VIEW.width - 2 * VIEW.margin, height: VIEW.height - 2 * VIEW.margin };
  const scale = Math.min(inner.width / spanX, inner.height / spanY);
  const offsetX = VIEW.margin + (inner.width - spanX * scale) / 2;
  const offsetY = VIEW.margin + (inner.height - spanY * scale) / 2;
  return points.map((p) => ({
    x: Math.round(offsetX + (p.longitude - minLon) * squeeze * scale),
    y: Math.round(offsetY + (maxLat - p.latitude) * scale),
  }));
}

/** The drawn preview: numbered pins as in the list beside it, and the button for the real map. */
function MapPreview({ points, show }: { points: readonly MapPoint[]; show: () => void }) {
  const { t } = useLingui();
  const positions = previewPositions(points);
  return (
    <figure className="card relative overflow-hidden">
      <svg
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        role="img"
        aria-label={t({
          message: plural(points.length, {
            one: "Map preview: # venue, numbered as in the list",
            other: "Map preview: # venues, numbered as in the list",
          }),
        })}
        className="block h-auto w-full"
        data-testid="map-preview"
      >
        <rect width={VIEW.width} height={VIEW.height} className="fill-teal-950" />
        {points.map((point, index) => {
          const at = positions[index] ?? { x: 0, y: 0 };
          return (
            // An image's parts are not read out: the list beside it names every venue.
            <g key={point.slug}>
              <circle cx={at.x} cy={at.y} r="9" className="fill-amber-400 stroke-zinc-950" />
              <text
                x={at.x}
                y={at.y + 3.5}
                textAnchor="middle"
                className="fill-zinc-950 text-[10px] font-bold"
              >
                {index + 1}
              </text>
            </g>
          );
        })}
        <text x={VIEW.width - 12} y="20" textAnchor="end" className="fill-zinc-300 text-[11px]">
          N ↑
        </text>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm text-zinc-300">
        <span>{t`A drawing of where the venues are, to scale; the numbers match the list.`}</span>
        <button type="button" onClick={show} className="btn btn-primary px-4">
          {t`Show the interactive map`}
        </button>
      </figcaption>
    </figure>
  );
}

/**
 * The venues on a map. The page paints a drawn preview (numbered pins, the same numbers as the
 * list beside it) and loads the interactive map, with its tiles, only when the visitor asks for
 * it: with the button, or by choosing a venue to show.
 */
export function VenueMap({
  points,
  tileUrl,
  focus,
}: {
  points: readonly MapPoint[];
  tileUrl: string;
  /** A venue to show on the interactive map (loading it first when needed). */
  focus: { slug: string } | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const approximateLabel = t`Approximate position`;
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const element = useRef<HTMLElement>(null);
  const map = useRef<DrawnMap | null>(null);
  const focusAfterLoad = useRef(false);

  useEffect(() => {
    if (focus) setWanted(true);
  }, [focus]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadChunk(() => import("./interactive-map.ts"))
      .then(({ drawMap }) =>
        element.current
          ? drawMap(element.current, {
              points,
              tileUrl,
              pathOf: (point) => localizedPath(locale, point.route),
              approximateLabel,
            })
          : null,
      )
      .then((drawn) => {
        if (cancelled) drawn?.remove();
        else if (drawn) {
          map.current = drawn;
          setReady(true);
        }
      });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      setReady(false);
    };
  }, [wanted, points, tileUrl, locale, approximateLabel]);

  useEffect(() => {
    if (!ready) return;
    if (focus) map.current?.show(focus.slug);
    else if (focusAfterLoad.current) element.current?.focus();
    focusAfterLoad.current = false;
  }, [ready, focus]);

  if (wanted) {
    return (
      <section
        ref={element}
        tabIndex={-1}
        aria-label={t`Map of venues`}
        aria-busy={!ready}
        data-testid="venue-map"
        className="grid h-[28rem] w-full place-items-center rounded-2xl bg-zinc-800 lg:h-[36rem]"
      >
        {!ready && <p className="text-zinc-300">{t`Loading the map…`}</p>}
      </section>
    );
  }
  return (
    <MapPreview
      points={points}
      show={() => {
        focusAfterLoad.current = true;
        setWanted(true);
      }}
    />
  );
}
