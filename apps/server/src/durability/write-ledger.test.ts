import { describe, expect, it } from 'vitest';
import { documentData, type CampaignCollection, type DocumentVersion } from './document-versions.js';
import { seededRandom } from './seeded-random.js';
import { checkAssociations } from './association-check.js';
import { WriteLedger, type PlannedWrite } from './write-ledger.js';

/** What the API would answer for `version` of `id`. */
function stored(collection: CampaignCollection, id: string, version: DocumentVersion) {
  return { $id: id, ...documentData(collection, id, version) };
}

/** Plans writes for client 0 until one of `kind` on `collection` comes up. */
function planUntil(
  ledger: WriteLedger,
  collection: CampaignCollection,
  kind: 'create' | 'update',
): PlannedWrite {
  const random = seededRandom(7);
  for (let tries = 0; tries < 1000; tries++) {
    const write = ledger.plan(0, random);
    if (write.record.collection === collection && write.kind === kind) return write;
    ledger.begin(write);
    ledger.acknowledge(write);
  }
  throw new Error(`no ${kind} of ${collection} planned`);
}

describe('the write ledger of a kill campaign', () => {
  it('accepts exactly the acknowledged versions, and an in-flight write either absent or whole', () => {
    const ledger = new WriteLedger();
    const created = planUntil(ledger, 'tests', 'create');
    ledger.begin(created);
    ledger.acknowledge(created);
    const inFlight = planUntil(ledger, 'tests', 'create');
    ledger.begin(inFlight);
    ledger.interrupt();
    const tests = ledger.verify(0, 'tests', []).map((problem) => problem.id);
    // Nothing held: every acknowledged create is reported lost; the in-flight one may be absent.
    expect(tests).not.toContain(inFlight.record.id);
    expect(tests).toContain(created.record.id);
  });

  it('reports an acknowledged update that went back to its previous version as lost', () => {
    const ledger = new WriteLedger();
    const create = planUntil(ledger, 'tests', 'create');
    ledger.begin(create);
    ledger.acknowledge(create);
    const update = planUntil(ledger, 'tests', 'update');
    const previous = update.record.settled as DocumentVersion;
    ledger.begin(update);
    ledger.acknowledge(update);
    const documents = allHeld(ledger).map((document) =>
      document.$id === update.record.id ? stored('tests', update.record.id, previous) : document,
    );
    const problems = ledger.verify(0, 'tests', documents);
    expect(problems.map(({ kind, id }) => ({ kind, id }))).toEqual([{ kind: 'lost', id: update.record.id }]);
  });

  it('settles an in-flight write found whole, and reports one found half-applied as torn', () => {
    const ledger = new WriteLedger();
    const first = planUntil(ledger, 'tests', 'update');
    ledger.begin(first);
    ledger.interrupt();
    const whole = stored('tests', first.record.id, first.version);
    const held = allHeld(ledger).map((document) => (document.$id === first.record.id ? whole : document));
    expect(ledger.verify(0, 'tests', held)).toEqual([]);
    expect(ledger.counts.interruptedApplied).toBe(1);

    const second = planUntil(ledger, 'tests', 'update');
    ledger.begin(second);
    ledger.interrupt();
    const previous = second.record.settled;
    if (!previous) throw new Error('an update of a missing test');
    // The new name with the old description: half of the write.
    const torn = {
      ...stored('tests', second.record.id, previous),
      name: `${second.record.id} v${second.version.version}`,
    };
    const problems = ledger.verify(
      0,
      'tests',
      allHeld(ledger).map((document) => (document.$id === second.record.id ? torn : document)),
    );
    expect(problems.map(({ kind, id }) => ({ kind, id }))).toEqual([{ kind: 'torn', id: second.record.id }]);
  });

  it('reports a document nobody wrote, and a trigger whose links the test side does not show', () => {
    const ledger = new WriteLedger();
    const create = planUntil(ledger, 'tests', 'create');
    ledger.begin(create);
    ledger.acknowledge(create);
    const held = allHeld(ledger);
    expect(ledger.verify(0, 'tests', [...held, { $id: 'c0-t999', name: 'stray' }])).toMatchObject([
      { kind: 'phantom', id: 'c0-t999' },
    ]);
    const test = held[0] ?? { $id: 'none' };
    const tests = [{ ...test, triggers: [] }];
    const triggers = [{ $id: 'c0-g1', tests: [test.$id] }];
    expect(checkAssociations(0, tests, triggers)).toMatchObject([{ kind: 'association', id: test.$id }]);
    expect(checkAssociations(0, [{ ...test, triggers: ['c0-g1'] }], triggers)).toEqual([]);
  });
});

/** The tests a sound server holds for client 0: the settled version of each. */
function allHeld(ledger: WriteLedger): Array<Record<string, unknown>> {
  return ledger
    .records()
    .filter((record) => record.settled && record.collection === 'tests')
    .map((record) => stored(record.collection, record.id, record.settled as DocumentVersion));
}
