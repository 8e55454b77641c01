import { createElement } from 'react';
import { toast } from 'sonner';
import { ToastCard, type ToastDetails } from '../components/ui/toast-card';

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
  /** A line of text, or structured details (entity type, vendor, counts, label/value items). */
  details?: string | ToastDetails;
}

/** The duration a notification stays on screen. */
export function notificationDuration(notification: Pick<Notification, 'type' | 'duration'>): number {
  if (notification.duration !== undefined) return notification.duration;
  return notification.type === 'success' ? SUCCESS_NOTIFICATION_DURATION_MS : NOTIFICATION_DURATION_MS;
}

/**
 * Shows a toast at the top right: title, message, details, a close button and a progress bar over its
 * duration; hovering the toasts pauses them. Returns its id.
 */
export function notify(notification: Notification): string | number {
  const duration = notificationDuration(notification);
  return toast.custom(
    (id) =>
      createElement(ToastCard, {
        id,
        type: notification.type,
        message: notification.message,
        duration,
        ...(notification.title ? { title: notification.title } : {}),
        ...(notification.details ? { details: notification.details } : {}),
        ...(notification.progress !== undefined ? { progress: notification.progress } : {}),
      }),
    { duration, ...(notification.id ? { id: notification.id } : {}) },
  );
}
