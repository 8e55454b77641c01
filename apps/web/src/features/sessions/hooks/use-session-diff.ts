import { diffValidations, type SessionDiff } from '@tagproof/engine';
import { useEffect, useState } from 'react';
import type { SessionRepository } from '../../../lib/sessions/session-repository';

export type SessionDiffState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; diff: SessionDiff }
  | { status: 'error'; message: string };

/**
 * The diff of two cached sessions (baseline, current), computed in the browser with the engine's
 * diffValidations from their stored validation responses.
 */
export function useSessionDiff(
  repository: Pick<SessionRepository, 'loadData'>,
  baselineId: string | null,
  currentId: string | null,
): SessionDiffState {
  const [state, setState] = useState<SessionDiffState>({ status: 'idle' });
  useEffect(() => {
    if (baselineId === null || currentId === null) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void Promise.all([repository.loadData(baselineId), repository.loadData(currentId)]).then(
      ([baseline, current]) => {
        if (!live) return;
        const before = baseline?.validationResponse?.data;
        const after = current?.validationResponse?.data;
        if (!before || !after)
          setState({
            status: 'error',
            message: `The ${before ? 'current' : 'baseline'} session has no validation results stored in this browser.`,
          });
        else setState({ status: 'ready', diff: diffValidations(before, after) });
      },
    );
    return () => {
      live = false;
    };
  }, [repository, baselineId, currentId]);
  return state;
}
