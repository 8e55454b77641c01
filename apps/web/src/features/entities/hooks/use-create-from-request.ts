import { NAVIGATION_CATEGORY } from '@tagproof/engine';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import type { ValidatedRequest } from '../../../lib/validation-types';
import { eventNameMetric, scopeToEvent } from '../model/event-scope';
import {
  metricsFromFields,
  metricsFromRequest,
  requestEventName,
  requestFields,
} from '../model/request-metrics';
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

/** A request an automation action sent, as the report page shows it. */
export interface InteractionRequest {
  eventName: string | null;
  vendor: string | null;
  queryString?: string | null;
  postData?: unknown;
}

/**
 * The form's start for a user interaction (an automation action on the report page): a Trigger by
 * default (TRIGGER_ONLY), with the metrics of the action's first request of a known vendor (a
 * navigate action's page navigation skipped), its
 * event name already used as the trigger's condition; `label` names it when no request does.
 */
export function interactionSession(requests: readonly InteractionRequest[], label: string): SessionInit {
  // A navigate action's page navigation comes first: the tracking request it caused is the one wanted.
  const request =
    requests.find((candidate) => candidate.vendor && candidate.vendor !== NAVIGATION_CATEGORY) ??
    requests.find((candidate) => candidate.vendor) ??
    requests[0];
  const eventName = request?.eventName || label;
  const body = request?.postData;
  const fields = request
    ? requestFields(
        request.queryString,
        typeof body === 'string' || body === null || body === undefined ? body : JSON.stringify(body),
      )
    : [];
  const rows = metricsFromFields(fields, request?.vendor ?? null);
  const event = eventNameMetric(rows, eventName);
  return {
    kind: 'request',
    metrics: event ? scopeToEvent(rows, event) : rows,
    eventName,
    vendor: request?.vendor ?? null,
    fromUserInteraction: true,
  };
}

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
