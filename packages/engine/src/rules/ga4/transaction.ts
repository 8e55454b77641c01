/**
 * transaction_id on purchases and refunds: an empty one is an error (Google then treats every purchase
 * as a duplicate of the first), and one shared by two purchases of the same property in the session is a
 * suggestion (Google keeps only the first). A missing one is VALUE_REQUIRED (recommended-events.ts).
 */
import type { DecodedRequest } from '../../decode.js';
import type { Rule, SessionContext } from '../define-rule.js';
import { defineGa4Rules, GA4_CATEGORY } from './define-ga4-rule.js';
import { findParam } from './params.js';
import { buildView } from './view.js';
import { GA4_SOURCES } from './sources.js';
import { isFilled, listNames, quote } from './text.js';

/** Events that must carry a non-empty transaction_id. */
export const TRANSACTION_EVENTS: ReadonlySet<string> = new Set(['purchase', 'refund']);

function sendsValue(request: DecodedRequest, value: string): boolean {
  for (const param of request.parameters) if (param.value === value) return true;
  return false;
}

/** The session's purchases by property and transaction_id, built in one pass. */
function purchasesByTransaction(session: SessionContext): ReadonlyMap<string, readonly DecodedRequest[]> {
  return session.memo('ga4.purchases-by-transaction', () => {
    const index = new Map<string, DecodedRequest[]>();
    for (const request of session.requests) {
      // A purchase names itself in a parameter (en or name): the others need no view.
      if (request.category !== GA4_CATEGORY || !sendsValue(request, 'purchase')) continue;
      const view = buildView(request);
      if (view.eventName?.value !== 'purchase') continue;
      const id = findParam(view, 'transaction_id')?.value.trim();
      if (!id) continue;
      const key = `${request.accountID ?? ''}\n${id}`;
      const list = index.get(key);
      if (list) list.push(request);
      else index.set(key, [request]);
    }
    return index;
  });
}

export const TRANSACTION_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'transaction-id-empty',
    code: 'EMPTY_TRANSACTION_ID',
    severity: 'error',
    description: 'purchase and refund carry a non-empty transaction_id.',
    source: GA4_SOURCES.duplicateTransactions,
    check: (view) => {
      const name = view.eventName?.value ?? '';
      const id = findParam(view, 'transaction_id');
      if (!TRANSACTION_EVENTS.has(name) || id === undefined || isFilled(id.value)) return [];
      return [
        {
          fieldPath: id.wireName,
          parameter: 'transaction_id',
          message: `This ${name} has an empty transaction_id. GA4 then treats every purchase with an empty id as a duplicate of the first and drops their revenue. Send the order number.`,
          expected: 'the order number',
          received: 'an empty value',
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'transaction-id-reused',
    code: 'TRANSACTION_ID_REUSED',
    severity: 'warning',
    description: 'Two purchases of one property do not share a transaction_id.',
    source: GA4_SOURCES.duplicateTransactions,
    check: (view, request, session) => {
      if (view.eventName?.value !== 'purchase') return [];
      const id = findParam(view, 'transaction_id');
      const trimmed = id?.value.trim();
      if (!id || !trimmed) return [];
      const sharing = purchasesByTransaction(session).get(`${request.accountID ?? ''}\n${trimmed}`) ?? [];
      if (sharing.length < 2) return [];
      const others: string[] = [];
      for (const other of sharing) {
        if (others.length === 4) break;
        if (other !== request) others.push(other.requestId);
      }
      const more = sharing.length - 1 - others.length;
      return [
        {
          fieldPath: id.wireName,
          parameter: 'transaction_id',
          message: `The transaction_id ${quote(trimmed)} is on ${sharing.length} purchases in this session (also ${more > 0 ? `${others.join(', ')} and ${more} more` : listNames(others)}). GA4 keeps only the first purchase with a given transaction_id; if these are different orders, give each its own id.`,
          expected: 'one purchase per transaction_id',
          received: `${sharing.length} purchases`,
        },
      ];
    },
  }),
];
