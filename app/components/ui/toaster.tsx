import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import {
  NOTIFICATION_GAP_PX,
  NOTIFICATION_TIMEOUT_MS,
  type NotificationAction,
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

function Notice({
  id,
  message,
  type,
  action,
}: {
  id: string | number;
  message: string;
  type: NotificationType;
  action?: NotificationAction;
}) {
  const { t } = useLingui();
  return (
    <div
      className={`flex w-full items-center gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${STYLES[type]}`}
      data-notification-type={type}
    >
      <button type="button" onClick={() => toast.dismiss(id)} className="flex-1 text-left">
        {message}
        <span className="sr-only"> {t`(click to close)`}</span>
      </button>
      {action ? (
        <a href={action.href} className="shrink-0 font-bold underline">
          {action.label}
        </a>
      ) : null}
    </div>
  );
}

/** A notification that closes on click and by itself after the timeout, with a link to follow. */
export function show(message: string, type: NotificationType, action?: NotificationAction) {
  toast.custom((id) => <Notice id={id} message={message} type={type} action={action} />, {
    duration: NOTIFICATION_TIMEOUT_MS,
  });
}
