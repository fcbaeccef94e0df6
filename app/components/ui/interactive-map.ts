/**
 * The interactive map: Leaflet, its stylesheet and the markers. This module is imported only
 * when the visitor asks for the map (venue-map.tsx), so Leaflet (about 43 KB gzip) is never part
 * of the page's first load.
 */
import * as L from "leaflet";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import type { MapPoint } from "./venue-map.tsx";

export interface DrawnMap {
  /** Centres the map on a venue and opens its popup. */
  show(slug: string): void;
  remove(): void;
}

/**
 * Leaflet's stylesheet, added to the page once. A plain link rather than a CSS import: the
 * bundler's helper for stylesheets of split-off code would cost every page 0.8 KB of script.
 */
function loadStyles(): Promise<void> {
  const href = new URL(leafletStyles, window.location.href).href;
  const present = [...document.querySelectorAll("link[rel=stylesheet]")].some(
    (link) => link instanceof HTMLLinkElement && link.href === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

export async function drawMap(
  element: HTMLElement,
  options: {
    points: readonly MapPoint[];
    tileUrl: string;
    /** The venue's page in the page's language. */
    pathOf: (point: MapPoint) => string;
    approximateLabel: string;
  },
): Promise<DrawnMap> {
  await loadStyles();
  const { points } = options;
  const map = L.map(element, { scrollWheelZoom: false }).setView([20.2, -87.43], 12);
  L.tileLayer(options.tileUrl, {
    maxZoom: 18,
    attribution:
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }).addTo(map);
  const markers = new Map<string, L.CircleMarker>();
  for (const point of points) {
    const popup = document.createElement("div");
    const link = document.createElement("a");
    link.href = options.pathOf(point);
    link.textContent = point.name;
    popup.append(link);
    if (point.approximate) popup.append(document.createElement("br"), options.approximateLabel);
    const marker = L.circleMarker([point.latitude, point.longitude], {
      radius: 9,
      color: "#09090b",
      weight: 2,
      fillColor: "#fbbf24",
      fillOpacity: 0.95,
    })
      .bindPopup(popup)
      .addTo(map);
    markers.set(point.slug, marker);
  }
  if (points.length > 1) {
    map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
      padding: [40, 40],
    });
  }
  return {
    show(slug) {
      const marker = markers.get(slug);
      if (!marker) return;
      map.setView(marker.getLatLng(), 15);
      marker.openPopup();
    },
    remove: () => map.remove(),
  };
}
