import type { DecodedRequest } from '../decode.js';
import { getParam } from '../url/params.js';

/**
 * The indices of the companion requests (the vendor's `duplicateKeys.companions`) whose hit is in the
 * capture: the same account, the same value of the hit's `hitParam` (the companion's `companionParam`,
 * when it names it otherwise), and a hit of the same vendor whose event is no companion's, or of the
 * vendor the companions copy (`hitCategory`: Google signals' copies of GA4 events). Those follow their
 * hit and are not compared on their own. One pass over the requests, a second over those of the
 * copied vendors when a capture holds such companions; only vendors with companions are read further.
 */
export function companionsOfCapturedHits(requests: readonly DecodedRequest[]): ReadonlySet<number> {
  const hits = new Set<string>();
  const companions: Array<{ index: number; key: string }> = [];
  // The vendors other vendors' companions copy, with the parameter their hits share: read afterwards.
  let copied: Map<string, string> | null = null;
  for (let index = 0; index < requests.length; index++) {
    const request = requests[index] as DecodedRequest;
    const declared = request.vendor?.duplicateKeys.companions;
    if (declared === undefined) continue;
    const companion = declared.events.includes(request.eventName ?? '');
    if (!companion && declared.hitCategory !== undefined) continue; // the vendor's own hits copy none
    const name = companion ? (declared.companionParam ?? declared.hitParam) : declared.hitParam;
    const shared = getParam(request.parameters, name);
    if (shared === undefined || shared.length === 0) continue;
    const category = (companion ? declared.hitCategory : undefined) ?? request.category ?? '';
    const key = hitKey(category, request.accountID, shared);
    if (!companion) hits.add(key);
    else {
      companions.push({ index, key });
      if (declared.hitCategory !== undefined) (copied ??= new Map()).set(category, declared.hitParam);
    }
  }
  if (copied !== null) {
    for (const request of requests) {
      const param = copied.get(request.category ?? '');
      if (param === undefined) continue;
      const shared = getParam(request.parameters, param);
      if (shared !== undefined && shared.length > 0)
        hits.add(hitKey(request.category ?? '', request.accountID, shared));
    }
  }
  const following = new Set<number>();
  for (const { index, key } of companions) if (hits.has(key)) following.add(index);
  return following;
}

function hitKey(category: string, account: string | null, shared: string): string {
  return `${category}\u0000${account ?? ''}\u0000${shared}`;
}
