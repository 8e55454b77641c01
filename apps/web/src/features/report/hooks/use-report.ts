import { useEffect, useRef, useState } from 'react';
import { ReportError, type ReportProblem } from '../api/parse-report';
import type { LoadedReport } from '../api/load-report';

export type ReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: LoadedReport }
  | { status: 'problem'; problem: ReportProblem };

const loadFromServer = async (id: string) => (await import('../api/load-report')).loadReport(id);

/** Loads report `id`; a newer id replaces an older answer. */
export function useReport(
  id: string,
  load: (id: string) => Promise<LoadedReport> = loadFromServer,
): ReportState {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadRef
      .current(id)
      .then((report) => {
        if (!cancelled) setState({ status: 'ready', report });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn(`[tagproof] report ${id} could not be shown`, error);
        setState({ status: 'problem', problem: error instanceof ReportError ? error.problem : 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);
  return state;
}
