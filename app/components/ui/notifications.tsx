import { Toaster, toast } from "sonner";

export const NOTIFICATION_TYPES = ["info", "success", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_ALIGNMENTS = ["left", "center", "right"] as const;
export type NotificationAlignment = (typeof NOTIFICATION_ALIGNMENTS)[number];

/** SPEC 9: 3000 ms from the store settings, 20 px between notifications. */
export const NOTIFICATION_TIMEOUT_MS = 3000;
export const NOTIFICATION_GAP_PX = 20;

const STYLES: Record<NotificationType, string> = {
  info: "border-sky-400 bg-sky-950 text-sky-50",
  success: "border-emerald-400 bg-emerald-950 text-emerald-50",
  warning: "border-amber-400 bg-amber-950 text-amber-50",
  danger: "border-rose-400 bg-rose-950 text-rose-50",
};

/** Shows a notification that closes on click and by itself after the timeout. */
export function notify(message: string, type: NotificationType = "info") {
  return toast.custom(
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

export function Notifications({ align = "right" }: { align?: NotificationAlignment }) {
  return (
    <Toaster
      position={`top-${align}`}
      gap={NOTIFICATION_GAP_PX}
      duration={NOTIFICATION_TIMEOUT_MS}
    />
  );
}
