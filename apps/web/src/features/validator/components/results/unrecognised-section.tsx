import { useId, useMemo, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { useResultRows } from '../../hooks/use-result-rows';
import { unrecognisedHosts } from '../../stores/unrecognised';
import { SectionHeading } from './section-heading';

/** Hosts and paths per host listed at first (a capture can hold thousands of unrecognised requests). */
const VISIBLE_HOSTS = 50;
const VISIBLE_PATHS = 10;

const countClass = 'shrink-0 text-xs font-medium tabular-nums text-slate-600 dark:text-slate-400';

/**
 * Requests no vendor recognised (first-party APIs, CDNs, unknown pixels), out of the way: one collapsed
 * group listing their hosts and paths with counts. The requests themselves stay in Matched Requests.
 */
export function UnrecognisedSection() {
  const { matched } = useResultRows();
  const hosts = useMemo(() => unrecognisedHosts(matched), [matched]);
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (hosts.length === 0) return null;
  const total = hosts.reduce((sum, host) => sum + host.count, 0);
  const shown = showAll ? hosts : hosts.slice(0, VISIBLE_HOSTS);
  return (
    <section id="unrecognised-requests" data-anchor aria-labelledby="unrecognised-requests-title">
      <SectionHeading
        id="unrecognised-requests-title"
        title="Unrecognised requests"
        count={`(${total.toLocaleString()})`}
        hint="Requests no supported vendor sends: they are not validated. Their hosts and paths, with how many went to each."
      />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        className={`${buttonClass('ghost', 'sm')} -ml-3`}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {open ? 'Hide' : 'Show'} {hosts.length.toLocaleString()} {hosts.length === 1 ? 'host' : 'hosts'}
      </button>
      {open ? (
        <ul id={listId} className="mt-2 flex flex-col gap-3" aria-label="Hosts of unrecognised requests">
          {shown.map((host) => (
            <li
              key={host.host}
              className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">
                  {host.host}
                </span>
                <span className={countClass}>{host.count.toLocaleString()}</span>
              </p>
              <ul className="mt-1 flex flex-col gap-0.5">
                {host.paths.slice(0, VISIBLE_PATHS).map((path) => (
                  <li key={path.path} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 font-mono text-xs break-all text-slate-700 dark:text-slate-300">
                      {path.path || '/'}
                    </span>
                    <span className={countClass}>{path.count.toLocaleString()}</span>
                  </li>
                ))}
                {host.paths.length > VISIBLE_PATHS ? (
                  <li className="text-xs text-slate-600 dark:text-slate-400">
                    and {(host.paths.length - VISIBLE_PATHS).toLocaleString()} more paths
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
          {hosts.length > shown.length ? (
            <li>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setShowAll(true)}>
                Show all {hosts.length.toLocaleString()} hosts
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
