import { useEffect } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import {
  NOTIFICATION_GAP_PX,
  NOTIFICATION_TIMEOUT_MS,
  type NotificationAlignment,
  type NotificationType,
} from "./notification-settings.ts";

const STYLES: Record<NotificationType, string> = {
  info: "border-sky-400 bg-sky-950 text-sky-50",
  success: "border-emerald-400 bg-emerald-950 text-emerald-50",
  warning: "border-amber-400 bg-amber-950 text-amber-50",
  danger: "border-rose-400 bg-rose-950 text-rose-50",
};

let markMounted: () => void = () => {};
/** Resolves once the toaster is on the page, so no notification is shown before it can be. */
export const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export default function Toaster({ align }: { align: NotificationAlignment }) {
  useEffect(() => markMounted(), []);
  return (
    <SonnerToaster
      // At the bottom: the header (sticky at the top) and the page's title and main action stay
      // visible; a notice is short-lived and dismissed with a tap.
      position={`bottom-${align}`}
      gap={NOTIFICATION_GAP_PX}
      duration={NOTIFICATION_TIMEOUT_MS}
    />
  );
}

/** A notification that closes on click and by itself after the timeout. */
export function show(message: string, type: NotificationType) {
  toast.custom(
    (id) => (
      <button
        type="button"
        onClick={() => toast.dismiss(id)}
        className={`w-full rounded-lg border-l-4 px-4 py-3 text-left text-sm shadow-lg ${STYLES[type]}`}
        data-notification-type={type}
      >
        {message}
        <span className="sr-only"> (click to close)</span>
      </button>
    ),
    { duration: NOTIFICATION_TIMEOUT_MS },
  );
}
