/**
 * Google's recommended events and what each requires, as data: the items they need, and the parameters
 * that must be sent and not empty. Missing ones are errors: the event is collected but its reports
 * (e-commerce, search terms, scores) stay empty or wrong.
 */
import { NO_HITS, type Rule } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { canonicalWireName, findParam } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { isFilled } from './text.js';

export interface EventRequirements {
  /** `required`: at least one item; `one`: exactly one item (Google reads only the first). */
  items?: 'required' | 'one';
  /** Event parameters, by GA4 name, that must be sent with a value. */
  params?: readonly string[];
}

export const RECOMMENDED_EVENTS: ReadonlyMap<string, EventRequirements> = new Map<string, EventRequirements>([
  ['add_payment_info', { items: 'required' }],
  ['add_shipping_info', { items: 'required' }],
  ['add_to_cart', { items: 'required' }],
  ['remove_from_cart', { items: 'required' }],
  ['add_to_wishlist', { items: 'required' }],
  ['view_cart', { items: 'required' }],
  ['view_item', { items: 'required' }],
  ['begin_checkout', { items: 'required' }],
  ['view_item_list', { items: 'required' }],
  ['select_item', { items: 'one' }],
  ['view_promotion', { items: 'one' }],
  ['purchase', { items: 'required', params: ['transaction_id'] }],
  ['refund', { params: ['transaction_id'] }],
  ['search', { params: ['search_term'] }],
  ['spend_virtual_currency', { params: ['value', 'virtual_currency_name'] }],
  ['post_score', { params: ['score'] }],
  ['unlock_achievement', { params: ['achievement_id'] }],
]);

/** Required parameters whose empty value has a finding of its own (EMPTY_TRANSACTION_ID). */
const EMPTY_REPORTED_ELSEWHERE: ReadonlySet<string> = new Set(['transaction_id']);

export const RECOMMENDED_EVENT_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'items-required',
    code: 'ITEMS_REQUIRED',
    severity: 'error',
    description: 'E-commerce events that describe products carry items.',
    source: GA4_SOURCES.recommendedEvents,
    check: (view) => {
      const name = view.eventName?.value ?? '';
      if (RECOMMENDED_EVENTS.get(name)?.items === undefined || view.items.length > 0) return [];
      return [
        {
          fieldPath: view.protocol === 'gtag' ? 'pr1' : 'params.items',
          parameter: 'items',
          message: `The ${name} event needs at least one item (the products it is about), but none was sent: the event is still counted, with its value, but GA4's item reports (item name, item revenue, items viewed, added or purchased) get nothing from it.`,
          expected: 'at least one item',
          received: 'no items',
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'single-item',
    code: 'EXCEEDED_MAX_ENTITIES',
    severity: 'error',
    description: 'select_item and view_promotion carry exactly one item.',
    source: GA4_SOURCES.recommendedEvents,
    check: (view) => {
      const name = view.eventName?.value ?? '';
      const second = view.items[1];
      if (RECOMMENDED_EVENTS.get(name)?.items !== 'one' || second === undefined) return [];
      return [
        {
          fieldPath: second.wirePrefix,
          parameter: 'items',
          message: `The ${name} event describes one item, but ${view.items.length} were sent; GA4 keeps only the first and drops the others.`,
          expected: 'exactly one item',
          received: `${view.items.length} items`,
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'required-params',
    code: 'VALUE_REQUIRED',
    severity: 'error',
    description: 'Required parameters of recommended events (transaction_id, search_term, score, ...).',
    source: GA4_SOURCES.recommendedEvents,
    check: (view) => {
      const name = view.eventName?.value ?? '';
      const required = RECOMMENDED_EVENTS.get(name)?.params;
      if (required === undefined) return NO_HITS;
      return required.flatMap((parameter) => {
        const sent = findParam(view, parameter);
        if (isFilled(sent?.value) || (sent !== undefined && EMPTY_REPORTED_ELSEWHERE.has(parameter)))
          return [];
        return [
          {
            fieldPath: sent?.wireName ?? canonicalWireName(view.protocol, parameter),
            parameter,
            message: `The ${name} event requires ${parameter}, but it was ${sent === undefined ? 'not sent' : 'sent empty'}.`,
            expected: `a value for ${parameter}`,
            received: sent === undefined ? 'nothing' : 'an empty value',
          },
        ];
      });
    },
  }),
];
