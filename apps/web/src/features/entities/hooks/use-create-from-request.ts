import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import type { ValidatedRequest } from '../../../lib/validation-types';
import { metricsFromRequest, requestEventName } from '../model/request-metrics';
import { editingSession, type SessionInit } from '../stores/editing-session';

/** The form's start for a captured request: its metrics, event name and vendor. */
export function requestSession(
  request: ValidatedRequest,
  { fromUserInteraction = false }: { fromUserInteraction?: boolean } = {},
): SessionInit {
  return {
    kind: 'request',
    metrics: metricsFromRequest(request),
    eventName: requestEventName(request),
    vendor: request.requestMetadata.requestCategory,
    ...(fromUserInteraction ? { fromUserInteraction } : {}),
  };
}

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
      editingSession.getState().init(requestSession(request));
    })();
    return () => {
      cancelled = true;
    };
  }, [requestId, findRequest, setParams]);
}
