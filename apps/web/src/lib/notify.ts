import { toast } from 'sonner';

/** Notification durations (specification §9): 5000 ms by default, 6000 ms for success. */
export const NOTIFICATION_DURATION_MS = 5000;
export const SUCCESS_NOTIFICATION_DURATION_MS = 6000;

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** A notification (specification §3). Without a title, the message is the headline. */
export interface Notification {
  id?: string;
  message: string;
  type: NotificationType;
  /** A given duration wins over the general rule (DESIGN.md). */
  duration?: number;
  /** 0–100, shown after the message. */
  progress?: number;
  title?: string;
  details?: string;
}

/** The duration a notification stays on screen. */
export function notificationDuration(notification: Pick<Notification, 'type' | 'duration'>): number {
  if (notification.duration !== undefined) return notification.duration;
  return notification.type === 'success' ? SUCCESS_NOTIFICATION_DURATION_MS : NOTIFICATION_DURATION_MS;
}

/** Shows a toast; returns its id. */
export function notify(notification: Notification): string | number {
  const headline = notification.title ?? notification.message;
  const lines = [
    notification.title ? notification.message : null,
    notification.progress !== undefined ? `${Math.round(notification.progress)}%` : null,
    notification.details ?? null,
  ].filter((line): line is string => line !== null);
  return toast[notification.type](headline, {
    ...(notification.id ? { id: notification.id } : {}),
    duration: notificationDuration(notification),
    ...(lines.length > 0 ? { description: lines.join(' · ') } : {}),
  });
}
