import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { Spinner } from './spinner';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** Side panel timings and widths (specification §9). */
export const PANEL_ANIMATION_MS = 300;
export const PANEL_CONTENT_DELAY_MS = 300;
export const DEFAULT_PANEL_WIDTH = 85;

export interface SidePanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** Percent of the viewport width (85 by default; Cached Results 40, association edit 75). */
  width?: number;
  /** Closing first asks to discard the changes. */
  hasUnsavedChanges?: boolean;
  /** Buttons placed in the header, before the close button. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A panel that slides in from the right in 300 ms, shows its content after 300 ms, and closes with
 * Escape, the backdrop or the close button, asking first when there are unsaved changes.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  width = DEFAULT_PANEL_WIDTH,
  hasUnsavedChanges = false,
  actions,
  children,
}: SidePanelProps) {
  const [confirming, setConfirming] = useState(false);
  const ready = useDelayedFlag(open, PANEL_CONTENT_DELAY_MS);
  const requestClose = () => (hasUnsavedChanges ? setConfirming(true) : onOpenChange(false));
  // Panels open from plain buttons (not Radix triggers): give focus back to whatever opened them.
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <Dialog.Portal>
          <Dialog.Overlay className="data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-slate-950/50" />
          <Dialog.Content
            style={{ width: `min(100vw, max(${width}vw, 24rem))` }}
            className="data-[state=closed]:animate-panel-out data-[state=open]:animate-panel-in fixed inset-y-0 right-0 z-50 flex flex-col bg-white text-slate-900 shadow-2xl outline-none dark:bg-slate-900 dark:text-slate-100"
            onOpenAutoFocus={(event) => {
              returnFocus.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
              // Header actions can be destructive (Clear All Sessions): focus starts on the title instead.
              if (actions) {
                event.preventDefault();
                titleRef.current?.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocus.current?.isConnected) returnFocus.current.focus();
            }}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
              <div className="min-w-0 flex-1">
                <Dialog.Title
                  ref={titleRef}
                  tabIndex={-1}
                  className="truncate text-lg font-semibold outline-none"
                >
                  {title}
                </Dialog.Title>
                {description ? (
                  <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              {actions}
              <Dialog.Close className={buttonClass('ghost', 'sm')} aria-label="Close panel">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-4">
              {ready ? (
                children
              ) : (
                <div
                  role="status"
                  className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
                >
                  <Spinner /> Loading…
                </div>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <UnsavedChangesDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}

/** True `delay` ms after `on` became true; false as soon as it is false. */
function useDelayedFlag(on: boolean, delay: number): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!on) {
      setFlag(false);
      return;
    }
    const timer = setTimeout(() => setFlag(true), delay);
    return () => clearTimeout(timer);
  }, [on, delay]);
  return flag;
}
