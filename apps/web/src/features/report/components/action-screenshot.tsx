import type { ReportAction } from '@tagproof/contracts';
import { createContext, useContext } from 'react';

/** The viewer token of a report opened from a shared results link (screenshots need it), else null. */
export const ReportTokenContext = createContext<string | null>(null);

/** The screenshot the job saved once the action settled (or failed), when the report links one. */
export function ActionScreenshot({ action, title }: { action: ReportAction; title: string }) {
  const token = useContext(ReportTokenContext);
  const url = action.actionInfo.screenshotUrl;
  if (typeof url !== 'string' || !url.startsWith('/api/')) return null;
  const src = token ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url;
  return (
    <figure className="flex flex-col gap-1">
      <a href={src} target="_blank" rel="noreferrer" className="block max-w-md">
        <img
          src={src}
          alt={`Screenshot after ${title}`}
          loading="lazy"
          className="w-full rounded-lg border border-slate-200 dark:border-slate-700"
        />
      </a>
      <figcaption className="text-xs text-slate-600 dark:text-slate-400">
        The page once the action settled
      </figcaption>
    </figure>
  );
}
