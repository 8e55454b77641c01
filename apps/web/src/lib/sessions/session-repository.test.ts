import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../storage/key-value-store';
import { createSessionRepository } from './session-repository';
import { MAX_SESSIONS, SESSIONS_KEY, type SessionSummary } from './session-types';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const summary = (id: string, timestamp: number, extra: Partial<SessionSummary> = {}): SessionSummary => ({
  id,
  timestamp,
  requestCount: 1,
  categories: [],
  status: 'validated',
  pageUrl: null,
  pageTitle: null,
  customChecksCount: 0,
  customChecksFailedCount: 0,
  errorMessage: null,
  cacheKey: `validation_${id}`,
  ...extra,
});
const data = { requestData: [{ url: 'https://a/' }], validationResponse: null, timestamp: 1 };

describe('the session repository', () => {
  it('keeps the latest 10 sessions, newest first, and drops the payloads of the others', async () => {
    const kv = createMemoryStore();
    const storage = memoryStorage();
    const repository = createSessionRepository(kv, storage);
    for (let i = 1; i <= 12; i += 1) await repository.save(summary(`s${i}`, i), data);
    const list = repository.list();
    expect(list).toHaveLength(MAX_SESSIONS);
    expect(list[0]?.id).toBe('s12');
    expect(list.at(-1)?.id).toBe('s3');
    expect(await kv.get('validatorData_s1')).toBeUndefined();
    expect(await repository.loadData('s12')).toEqual(data);
    expect(JSON.parse(storage.getItem(SESSIONS_KEY) ?? '[]')).toHaveLength(MAX_SESSIONS);
  });

  it('replaces the session of the same requests (same cache key), keeping its id', async () => {
    const repository = createSessionRepository(createMemoryStore(), memoryStorage());
    await repository.save(summary('first', 1, { cacheKey: 'validation_same' }), data);
    const { summary: saved } = await repository.save(
      summary('second', 2, { cacheKey: 'validation_same', status: 'error' }),
      data,
    );
    expect(saved.id).toBe('first');
    expect(repository.list()).toEqual([
      expect.objectContaining({ id: 'first', status: 'error', timestamp: 2 }),
    ]);
  });

  it('removes one session, or clears everything including cached validations', async () => {
    const kv = createMemoryStore();
    const repository = createSessionRepository(kv, memoryStorage());
    const listener = vi.fn();
    repository.subscribe(listener);
    await repository.save(summary('a', 1), data);
    await repository.save(summary('b', 2), data);
    await kv.set('validation_abc', { data: {}, timestamp: 1 });
    await repository.remove('a');
    expect(repository.list().map((s) => s.id)).toEqual(['b']);
    await repository.clearAll();
    expect(repository.list()).toEqual([]);
    expect(await kv.keys()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('ignores unreadable stored lists and reports failed writes without throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem(SESSIONS_KEY, '{not json');
    const kv = createMemoryStore();
    vi.spyOn(kv, 'set').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const repository = createSessionRepository(kv, storage);
    expect(repository.list()).toEqual([]);
    const result = await repository.save(summary('a', 1), data);
    expect(result.stored).toBe(false);
    expect(repository.list().map((s) => s.id)).toEqual(['a']);
  });
});
