import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import type { ValidatedRequest } from '../../../lib/validation-types';
import { metricsFromRequest, requestEventName } from '../model/request-metrics';
import { editingSession } from '../stores/editing-session';

type FindRequest = ((requestId: string) => Promise<ValidatedRequest | null>) | undefined;

/** Opens the form on the request named by `?fromRequest=` (then drops the parameter). */
export function useCreateFromRequest(findRequest: FindRequest) {
  const [params, setParams] = useSearchParams();
  const requestId = params.get('fromRequest');
  useEffect(() => {
    if (!requestId) return;
    let cancelled = false;
    void (async () => {
      const request = (await findRequest?.(requestId).catch(() => null)) ?? null;
      if (cancelled) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('fromRequest');
          return next;
        },
        { replace: true },
      );
      if (!request) {
        notify({
          type: 'error',
          message:
            'This request is no longer available. Validate it again, then choose "Create Test from Request".',
        });
        return;
      }
      editingSession.getState().init({
        kind: 'request',
        metrics: metricsFromRequest(request),
        eventName: requestEventName(request),
        vendor: request.requestMetadata.requestCategory,
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [requestId, findRequest, setParams]);
}
