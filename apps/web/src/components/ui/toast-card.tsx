import { toast } from 'sonner';
import { focusRing } from './button-styles';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Structured details under a notification (specification §3, "Notification"). */
export interface ToastDetails {
  entityType?: string;
  vendor?: string;
  associationsCount?: number;
  metricsCount?: number;
  items?: Array<{ label: string; value: string }>;
}

export interface ToastCardProps {
  id: string | number;
  type: ToastType;
  /** The headline; without a title the message is the headline. */
  title?: string;
  message: string;
  details?: string | ToastDetails;
  /** 0–100, shown after the message. */
  progress?: number;
  /** How long the toast stays, for the shrinking progress bar. */
  duration: number;
}

const TONES: Record<ToastType, { bar: string; icon: string; path: string; label: string }> = {
  success: {
    bar: 'bg-green-600',
    icon: 'text-green-600 dark:text-green-400',
    path: 'M5 12l5 5L20 7',
    label: 'Success',
  },
  error: {
    bar: 'bg-red-600',
    icon: 'text-red-600 dark:text-red-400',
    path: 'M6 6l12 12M18 6L6 18',
    label: 'Error',
  },
  warning: {
    bar: 'bg-amber-500',
    icon: 'text-amber-600 dark:text-amber-400',
    path: 'M12 8v5M12 17h.01',
    label: 'Warning',
  },
  info: {
    bar: 'bg-indigo-600',
    icon: 'text-indigo-600 dark:text-indigo-300',
    path: 'M12 11v6M12 7h.01',
    label: 'Information',
  },
};

/** The labelled lines of structured details. */
export function detailLines(details: ToastDetails): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string }> = [];
  if (details.entityType) lines.push({ label: 'Type', value: details.entityType });
  if (details.vendor) lines.push({ label: 'Vendor', value: details.vendor });
  if (details.metricsCount !== undefined)
    lines.push({ label: 'Metrics', value: String(details.metricsCount) });
  if (details.associationsCount !== undefined)
    lines.push({ label: 'Associations', value: String(details.associationsCount) });
  return [...lines, ...(details.items ?? [])];
}

/**
 * A notification: icon, title, message, details, a close button and a progress bar that shrinks over
 * the toast's duration and pauses while the pointer is over the toasts (as sonner pauses its timer).
 */
export function ToastCard({ id, type, title, message, details, progress, duration }: ToastCardProps) {
  const tone = TONES[type];
  const headline = title ?? message;
  const lines = typeof details === 'object' ? detailLines(details) : [];
  return (
    <div
      data-toast-type={type}
      className="relative w-[min(92vw,22rem)] overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start gap-3 p-4 pr-10">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`mt-0.5 size-5 shrink-0 ${tone.icon}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          {type === 'warning' || type === 'info' ? <circle cx="12" cy="12" r="10" strokeWidth="2" /> : null}
          <path d={tone.path} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold break-words">
            <span className="sr-only">{tone.label}: </span>
            {headline}
          </p>
          {title ? <p className="mt-1 break-words text-slate-700 dark:text-slate-300">{message}</p> : null}
          {progress !== undefined ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{Math.round(progress)}%</p>
          ) : null}
          {typeof details === 'string' ? (
            <p className="mt-1 break-words text-xs text-slate-600 dark:text-slate-400">{details}</p>
          ) : null}
          {lines.length > 0 ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              {lines.map((line) => (
                <div key={`${line.label}-${line.value}`} className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{line.label}</dt>
                  <dd className="truncate font-medium">{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => toast.dismiss(id)}
        className={`absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
      {Number.isFinite(duration) ? (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-slate-100 dark:bg-slate-800">
          <div
            data-toast-progress
            className={`toast-progress h-full origin-left ${tone.bar}`}
            style={{ animationDuration: `${duration}ms` }}
          />
        </div>
      ) : null}
    </div>
  );
}
