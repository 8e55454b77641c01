import type { DecodedRequest } from '../decode.js';
import { getParam } from '../url/params.js';

/**
 * The indices of the companion requests (the vendor's `duplicateKeys.companions`) whose hit is in the
 * capture: the same vendor and account, the same value of the hit's `hitParam` (the companion's
 * `companionParam`, when it names it otherwise), an event that
 * is no companion's. Those follow their hit and are not compared on their own. One pass over the
 * requests; only vendors with companions are read further.
 */
export function companionsOfCapturedHits(requests: readonly DecodedRequest[]): ReadonlySet<number> {
  const hits = new Set<string>();
  const companions: Array<{ index: number; key: string }> = [];
  for (let index = 0; index < requests.length; index++) {
    const request = requests[index] as DecodedRequest;
    const declared = request.vendor?.duplicateKeys.companions;
    if (declared === undefined) continue;
    const companion = declared.events.includes(request.eventName ?? '');
    const name = companion ? (declared.companionParam ?? declared.hitParam) : declared.hitParam;
    const shared = getParam(request.parameters, name);
    if (shared === undefined || shared.length === 0) continue;
    const key = `${request.category ?? ''}\u0000${request.accountID ?? ''}\u0000${shared}`;
    if (companion) companions.push({ index, key });
    else hits.add(key);
  }
  const following = new Set<number>();
  for (const { index, key } of companions) if (hits.has(key)) following.add(index);
  return following;
}
