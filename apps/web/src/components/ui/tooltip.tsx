import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Wraps the app (or a page) once so tooltips share their open delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={300} skipDelayDuration={200}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** The element the tooltip describes: one focusable element (a button, or a span with tabIndex). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Tailwind max width classes of the bubble. */
  className?: string;
}

/** A tooltip on hover and keyboard focus (Radix), with a small arrow. */
export function Tooltip({ content, children, side = 'top', className = 'max-w-xs' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={`z-[80] rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug break-words text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 ${className}`}
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
