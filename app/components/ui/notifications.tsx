import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";

export const NOTIFICATION_TYPES = ["info", "success", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_ALIGNMENTS = ["left", "center", "right"] as const;
export type NotificationAlignment = (typeof NOTIFICATION_ALIGNMENTS)[number];

/** product.md#limits: 3000 ms from the store settings, 20 px between notifications. */
export const NOTIFICATION_TIMEOUT_MS = 3000;
export const NOTIFICATION_GAP_PX = 20;

// The notification library loads with the first notification, not with every page.
const LazyToaster = lazy(() => loadChunk(() => import("./toaster.tsx")));
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a notification that closes on click and by itself after the timeout. */
export async function notify(message: string, type: NotificationType = "info"): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const toaster = await loadChunk(() => import("./toaster.tsx"));
  await toaster.mounted;
  toaster.show(message, type);
}

export function Notifications({ align = "center" }: { align?: NotificationAlignment }) {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster align={align} />
    </Suspense>
  );
}
