import { useEffect, useState } from 'react';
import { focusRing } from '../../../../components/ui/button-styles';

/** How long "Copied" shows after a copy. */
export const COPIED_MS = 2_000;

/** Writes `text` to the clipboard; falls back to a selected textarea where the API is missing (http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('the browser refused to copy');
}

/**
 * A small button that copies `text` and says "Copied" (or "Copy failed") for two seconds, announced
 * to screen readers. `label` names what is copied ("Copy value of ep.value").
 */
export function CopyButton({
  text,
  label,
  caption = 'Copy',
}: {
  text: string;
  label: string;
  caption?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () =>
    copyText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        void copy();
      }}
      className={`inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 font-sans text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {state === 'copied' ? (
          <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M9 9h10v12H9zM5 15H4V3h12v1" strokeLinejoin="round" />
        )}
      </svg>
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : caption}
      </span>
    </button>
  );
}
