import { describe, expect, it } from 'vitest';
import { ConnectionQuota, describeRefusal, isQuotaRefusal, type ConnectionSlot } from './connection-quota.js';

function slotOf(claimed: ReturnType<ConnectionQuota['claim']>): ConnectionSlot {
  if (isQuotaRefusal(claimed)) throw new Error(`refused: ${describeRefusal(claimed)}`);
  return claimed;
}

describe('ConnectionQuota', () => {
  it('refuses past the limit per IP, for visitors and users alike, and counts nothing then', () => {
    const quota = new ConnectionQuota({ perIp: 2, perUser: 5 });
    slotOf(quota.claim('1.1.1.1', null));
    slotOf(quota.claim('1.1.1.1', 'alice'));
    expect(quota.claim('1.1.1.1', null)).toEqual({ limit: 'ip', max: 2 });
    expect(quota.claim('1.1.1.1', 'bob')).toEqual({ limit: 'ip', max: 2 });
    expect(quota.openForUser('bob')).toBe(0);
    slotOf(quota.claim('2.2.2.2', 'bob'));
  });

  it('refuses past the limit per user whatever the address', () => {
    const quota = new ConnectionQuota({ perIp: 5, perUser: 2 });
    slotOf(quota.claim('1.1.1.1', 'alice'));
    slotOf(quota.claim('2.2.2.2', 'alice'));
    expect(quota.claim('3.3.3.3', 'alice')).toEqual({ limit: 'user', max: 2 });
    expect(quota.openForIp('3.3.3.3')).toBe(0);
  });

  it('gives a slot back once, however often it is released, and forgets clients at zero', () => {
    const quota = new ConnectionQuota({ perIp: 1, perUser: 1 });
    const slot = slotOf(quota.claim('1.1.1.1', 'alice'));
    slot.release();
    slot.release();
    expect([quota.openForIp('1.1.1.1'), quota.openForUser('alice')]).toEqual([0, 0]);
    const next = slotOf(quota.claim('1.1.1.1', 'alice'));
    expect(quota.claim('1.1.1.1', 'alice')).toMatchObject({ limit: 'ip' });
    next.release();
  });

  it('moves a slot to the user a visitor signs in as, unless that user is full', () => {
    const quota = new ConnectionQuota({ perIp: 5, perUser: 1 });
    const visitor = slotOf(quota.claim('1.1.1.1', null));
    expect(visitor.moveTo('alice')).toBeNull();
    expect([visitor.userId, quota.openForUser('alice')]).toEqual(['alice', 1]);
    expect(visitor.moveTo('alice')).toBeNull();
    const other = slotOf(quota.claim('1.1.1.1', null));
    expect(other.moveTo('alice')).toEqual({ limit: 'user', max: 1 });
    expect(other.userId).toBeNull();
    expect(other.moveTo('bob')).toBeNull();
    visitor.release();
    expect(quota.openForUser('alice')).toBe(0);
    expect(quota.openForIp('1.1.1.1')).toBe(1);
  });

  it('says which limit refused, within a close reason’s 123 bytes', () => {
    const reason = describeRefusal({ limit: 'ip', max: 1_000_000 });
    expect(reason).toBe('Too many realtime connections for this IP address: at most 1000000 at once.');
    expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
  });
});
