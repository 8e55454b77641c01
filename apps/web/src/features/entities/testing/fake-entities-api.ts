import { TestDocumentSchema, TriggerDocumentSchema } from '@tagproof/contracts';
import type { EntitiesApi } from '../api/entities-api';
import type { EntityDocument, EntityKind } from '../model/entity-types';

export interface RecordedCall {
  op: 'list' | 'create' | 'update' | 'remove';
  kind: EntityKind;
  id?: string;
  data?: Record<string, unknown>;
}

type FailWhen = (call: RecordedCall) => boolean;

/**
 * An in-memory documents API that records every call in order and mirrors associations like the
 * server's join table (writing one side replaces that side's set and updates the other side).
 */
export function createFakeEntitiesApi(seed: { tests?: EntityDocument[]; triggers?: EntityDocument[] } = {}) {
  const calls: RecordedCall[] = [];
  let failWhen: FailWhen = () => false;
  let counter = 0;
  const store: Record<EntityKind, Map<string, EntityDocument>> = {
    test: new Map((seed.tests ?? []).map((doc) => [doc.$id, { ...doc, $collectionId: 'tests' }])),
    trigger: new Map((seed.triggers ?? []).map((doc) => [doc.$id, { ...doc, $collectionId: 'triggers' }])),
  };
  const field = (kind: EntityKind) => (kind === 'test' ? 'triggers' : 'tests');
  const other = (kind: EntityKind): EntityKind => (kind === 'test' ? 'trigger' : 'test');
  const idsOf = (doc: EntityDocument, kind: EntityKind) => (doc[field(kind)] as string[] | undefined) ?? [];

  function mirror(kind: EntityKind, id: string, ids: string[]) {
    for (const counterpart of store[other(kind)].values()) {
      const current = idsOf(counterpart, other(kind)).filter((candidate) => candidate !== id);
      const next = ids.includes(counterpart.$id) ? [...current, id] : current;
      store[other(kind)].set(counterpart.$id, {
        ...counterpart,
        [field(other(kind))]: next,
      } as EntityDocument);
    }
  }

  function record(call: RecordedCall) {
    calls.push(call);
    if (failWhen(call))
      throw Object.assign(new Error(`${call.op} ${call.kind} ${call.id ?? ''} failed`), { code: 500 });
  }

  const api: EntitiesApi = {
    async list(kind) {
      record({ op: 'list', kind });
      return [...store[kind].values()];
    },
    async create(kind, data, givenId) {
      counter += 1;
      const id = givenId ?? `${kind}-new-${counter}`;
      if (store[kind].has(id))
        throw Object.assign(new Error('A document with the same id already exists.'), { code: 409 });
      record({ op: 'create', kind, id, data });
      const doc = (kind === 'test' ? TestDocumentSchema : TriggerDocumentSchema).parse({
        ...data,
        $id: id,
        $collectionId: kind === 'test' ? 'tests' : 'triggers',
        $updatedAt: new Date(2026, 0, counter).toISOString(),
      });
      store[kind].set(id, doc);
      if (Array.isArray(data[field(kind)])) mirror(kind, id, data[field(kind)] as string[]);
      return doc;
    },
    async update(kind, id, data) {
      record({ op: 'update', kind, id, data });
      const current = store[kind].get(id);
      if (!current) throw Object.assign(new Error('Document not found'), { code: 404 });
      const doc = { ...current, ...data } as EntityDocument;
      store[kind].set(id, doc);
      if (Array.isArray(data[field(kind)])) mirror(kind, id, data[field(kind)] as string[]);
      return doc;
    },
    async remove(kind, id) {
      record({ op: 'remove', kind, id });
      store[kind].delete(id);
      mirror(kind, id, []);
    },
  };

  return {
    api,
    calls,
    store,
    /** Makes matching calls throw (after being recorded). */
    failWhen(predicate: FailWhen) {
      failWhen = predicate;
    },
    /** The calls as short strings: `create trigger`, `update test t1 {triggers}`. */
    steps(): string[] {
      return calls
        .filter((call) => call.op !== 'list')
        .map((call) =>
          [
            call.op,
            call.kind,
            call.op === 'create' ? '' : call.id,
            call.data ? `{${Object.keys(call.data).sort().join(',')}}` : '',
          ]
            .filter((part) => part !== '' && part !== undefined)
            .join(' '),
        );
    },
  };
}

export const aTest = (
  id: string,
  name: string,
  triggers: string[] = [],
  extra: Record<string, unknown> = {},
) =>
  ({
    $id: id,
    $collectionId: 'tests',
    name,
    description: '',
    testType: 'GOOGLEANALYTICS4',
    logicalOperator: 'AND',
    metrics: '[{"metric":"en","comparison":"equals","value":"purchase"}]',
    triggers,
    $updatedAt: '2026-01-01T10:00:00.000+00:00',
    ...extra,
  }) as EntityDocument;

export const aTrigger = (
  id: string,
  name: string,
  tests: string[] = [],
  extra: Record<string, unknown> = {},
) =>
  ({
    $id: id,
    $collectionId: 'triggers',
    name,
    description: '',
    triggerType: 'GOOGLEANALYTICS4',
    logicalOperator: 'AND',
    metrics: '[{"metric":"en","comparison":"equals","value":"purchase"}]',
    tests,
    itemParameterOptions: '',
    $updatedAt: '2026-01-01T10:00:00.000+00:00',
    ...extra,
  }) as EntityDocument;
