import type { DecodedRequest } from '../decode.js';
import type { PurchaseParityCheck } from '../validation/types.js';
import { readPurchase, type PurchaseRecord } from './purchase-record.js';

/** Purchases of different vendors on the same page within this time are one order. */
export const PARITY_WINDOW_MS = 30_000;
/** How many candidates one purchase looks at, so that a flood of purchases cannot go quadratic. */
const MAX_CANDIDATES = 50;

type Mismatch = PurchaseParityCheck['mismatches'][number];

/**
 * Pairs the purchases of different vendors that are one order — first those sharing an id (GA4
 * `transaction_id`, Meta `eid` or `cd[order_id]`, …), then those on the same page (host and path)
 * within 30 s — taking at most one purchase per vendor into each group, and compares value (to the
 * cent), currency and item count (total quantity; only between vendors that send one), and order ids
 * when more than one vendor sends one. Value and currency missing on one vendor but sent by another
 * are mismatches. Groups of a single vendor are not reported.
 */
export function checkPurchaseParity(requests: readonly DecodedRequest[]): PurchaseParityCheck[] {
  const records: PurchaseRecord[] = [];
  requests.forEach((request, position) => {
    const record = readPurchase(request, position);
    if (record) records.push(record);
  });
  if (new Set(records.map((record) => record.category)).size < 2) return [];
  const grouped = new Set<PurchaseRecord>();
  const groups: Array<{ members: PurchaseRecord[]; sharedId: string | null }> = [];
  const byId = new Map<string, PurchaseRecord[]>();
  for (const record of records) for (const id of record.linkIds) pushTo(byId, id, record);
  for (const record of records) {
    if (grouped.has(record)) continue;
    for (const id of record.linkIds) {
      const members = gather(record, (byId.get(id) ?? []).slice(0, MAX_CANDIDATES), grouped, () => true);
      if (members.length > 1) {
        groups.push({ members, sharedId: id });
        break;
      }
    }
  }
  const byPage = new Map<string, PurchaseRecord[]>();
  for (const record of records) if (!grouped.has(record)) pushTo(byPage, record.page, record);
  for (const list of byPage.values()) {
    list.sort((a, b) => a.timestamp - b.timestamp || a.position - b.position);
    list.forEach((record, index) => {
      if (grouped.has(record)) return;
      const near = (other: PurchaseRecord) =>
        Math.abs(other.timestamp - record.timestamp) <= PARITY_WINDOW_MS;
      const members = gather(record, list.slice(index, index + MAX_CANDIDATES), grouped, near);
      if (members.length > 1) groups.push({ members, sharedId: null });
    });
  }
  return groups
    .sort((a, b) => (a.members[0]?.position ?? 0) - (b.members[0]?.position ?? 0))
    .map(({ members, sharedId }) => toCheck(members, sharedId));
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Takes `record` and the first ungrouped candidate of each other vendor, marking them grouped. */
function gather(
  record: PurchaseRecord,
  candidates: readonly PurchaseRecord[],
  grouped: Set<PurchaseRecord>,
  accept: (other: PurchaseRecord) => boolean,
): PurchaseRecord[] {
  const members = [record];
  const categories = new Set([record.category]);
  for (const other of candidates) {
    if (grouped.has(other) || categories.has(other.category) || !accept(other)) continue;
    members.push(other);
    categories.add(other.category);
  }
  if (members.length > 1) for (const member of members) grouped.add(member);
  return members.sort((a, b) => a.position - b.position);
}

function compare(
  members: readonly PurchaseRecord[],
  field: Mismatch['field'],
  keyOf: (record: PurchaseRecord) => string | null,
  shown: (record: PurchaseRecord) => string | null,
  ignoreMissing: boolean,
): Mismatch | null {
  const considered = ignoreMissing ? members.filter((record) => keyOf(record) !== null) : members;
  if (new Set(considered.map(keyOf)).size <= 1) return null;
  return {
    field,
    values: considered.map((record) => ({
      category: record.category,
      requestId: record.requestId,
      value: shown(record),
    })),
  };
}

function toCheck(members: readonly PurchaseRecord[], sharedId: string | null): PurchaseParityCheck {
  const mismatches = [
    compare(
      members,
      'value',
      (r) => (r.cents !== null ? `c${r.cents}` : r.value === null ? null : `t${r.value}`),
      (r) => r.value,
      false,
    ),
    compare(
      members,
      'currency',
      (r) => r.currency,
      (r) => r.currency,
      false,
    ),
    compare(
      members,
      'itemCount',
      (r) => (r.itemCount === null ? null : String(r.itemCount)),
      (r) => (r.itemCount === null ? null : String(r.itemCount)),
      true,
    ),
    compare(
      members,
      'transactionId',
      (r) => r.transactionId,
      (r) => r.transactionId,
      true,
    ),
  ].filter((mismatch): mismatch is Mismatch => mismatch !== null);
  return {
    requestIds: members.map((record) => record.requestId),
    vendors: members.map((record) => record.category),
    // Named by an order id that means one (not `undefined`: see MEANINGLESS_IDS).
    transactionId:
      sharedId ??
      members.find((record) => record.transactionId !== null && record.linkIds.includes(record.transactionId))
        ?.transactionId ??
      null,
    passed: mismatches.length === 0,
    mismatches,
  };
}
