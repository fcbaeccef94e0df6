import { useLingui } from "@lingui/react/macro";
import type { CircleMarker, Map as LeafletMap } from "leaflet";
import { useEffect, useRef } from "react";
import { useLocale } from "#app/i18n/links.tsx";
import { localizedPath } from "#app/i18n/locales.ts";

export interface MapPoint {
  slug: string;
  name: string;
  route: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
}

/**
 * An interactive map drawn in the browser only (Leaflet needs a window). Markers are vector
 * circles, so nothing but the tiles comes from outside; the page's list works without them.
 */
export function VenueMap({
  points,
  tileUrl,
  focus,
}: {
  points: readonly MapPoint[];
  tileUrl: string;
  focus: string | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const approximate = t`Approximate position`;
  const element = useRef<HTMLElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<string, CircleMarker>());

  useEffect(() => {
    let cancelled = false;
    import("leaflet").then((L) => {
      if (cancelled || !element.current || map.current) return;
      const instance = L.map(element.current, { scrollWheelZoom: false }).setView(
        [20.2, -87.43],
        12,
      );
      L.tileLayer(tileUrl, {
        maxZoom: 18,
        attribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }).addTo(instance);
      for (const point of points) {
        const popup = document.createElement("div");
        const link = document.createElement("a");
        link.href = localizedPath(locale, point.route);
        link.textContent = point.name;
        popup.append(link);
        if (point.approximate) popup.append(document.createElement("br"), approximate);
        const marker = L.circleMarker([point.latitude, point.longitude], {
          radius: 9,
          color: "#09090b",
          weight: 2,
          fillColor: "#fbbf24",
          fillOpacity: 0.95,
        })
          .bindPopup(popup)
          .addTo(instance);
        markers.current.set(point.slug, marker);
      }
      if (points.length > 1) {
        instance.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
          padding: [40, 40],
        });
      }
      map.current = instance;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      markers.current.clear();
    };
  }, [points, tileUrl, locale, approximate]);

  useEffect(() => {
    const marker = focus ? markers.current.get(focus) : undefined;
    if (marker && map.current) {
      map.current.setView(marker.getLatLng(), 15);
      marker.openPopup();
    }
  }, [focus]);

  return (
    <section
      ref={element}
      className="h-[28rem] w-full rounded-2xl bg-zinc-800 lg:h-[36rem]"
      aria-label={t`Map of venues`}
      data-testid="venue-map"
    />
  );
}
