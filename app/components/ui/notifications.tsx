import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadChunk } from "#app/components/load-chunk.ts";
import type {
  NotificationAction,
  NotificationAlignment,
  NotificationType,
} from "./notification-settings.ts";

// The notification library loads with the first notification, not with every page.
const LazyToaster = lazy(() => loadChunk(() => import("./toaster.tsx")));
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a notification that closes on click and by itself after the timeout. */
export async function notify(
  message: string,
  type: NotificationType = "info",
  action?: NotificationAction,
): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const toaster = await loadChunk(() => import("./toaster.tsx"));
  await toaster.mounted;
  toaster.show(message, type, action);
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
