/** What a notification can be, and how it behaves (product.md#limits). */
export const NOTIFICATION_TYPES = ["info", "success", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_ALIGNMENTS = ["left", "center", "right"] as const;
export type NotificationAlignment = (typeof NOTIFICATION_ALIGNMENTS)[number];

/** 3000 ms from the store settings, 20 px between notifications. */
export const NOTIFICATION_TIMEOUT_MS = 3000;
export const NOTIFICATION_GAP_PX = 20;

/** A link a notification offers ("See My night" after a save). */
export interface NotificationAction {
  label: string;
  href: string;
}
