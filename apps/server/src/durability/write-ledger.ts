import { isVersion, type CampaignCollection, type DocumentVersion } from './document-versions.js';
import type { SeededRandom } from './seeded-random.js';

/** What the campaign knows of one document. */
export interface LedgerRecord {
  client: number;
  collection: CampaignCollection;
  id: string;
  /** What the server must hold: the last acknowledged (or, after a crash, verified) version; null = absent. */
  settled: DocumentVersion | null;
  /** Whether `settled` came from a 2xx answer (else from a read after a crash). */
  acknowledged: boolean;
  /** A write sent without a 2xx answer: the server may hold it or not, but only whole. */
  pending: DocumentVersion | null;
  /** Found in a state no write explains: reported once, then left alone. */
  broken: boolean;
}

/** One write a client is about to send. */
export interface PlannedWrite {
  record: LedgerRecord;
  version: DocumentVersion;
  kind: 'create' | 'update';
}

/** A write the server refused although it was alive (any answer other than 2xx). */
export interface RefusedWrite {
  id: string;
  status: number;
  body: string;
}

/** A document a read after a crash found in a state the writes do not explain. */
export interface VerificationProblem {
  /** lost: an acknowledged (or verified) version is gone or changed; torn: an in-flight write left a partial document; phantom: a document nobody wrote; association: the two sides of a link disagree. */
  kind: 'lost' | 'torn' | 'phantom' | 'association';
  client: number;
  collection: CampaignCollection;
  id: string;
  detail: string;
}

/** Counts of what happened to the writes. */
export interface WriteCounts {
  sent: number;
  acknowledged: number;
  /** Writes without an answer when the server died. */
  interrupted: number;
  /** Interrupted writes a later read found applied (whole). */
  interruptedApplied: number;
}

/**
 * The book of every write of a kill campaign: what each client sent, what was acknowledged, and what
 * was in flight when the server died; and the check of what the server holds after a restart
 * against it. Each client writes only its own documents, one request at a time, so every document's
 * possible states are known exactly.
 */
export class WriteLedger {
  readonly counts: WriteCounts = { sent: 0, acknowledged: 0, interrupted: 0, interruptedApplied: 0 };
  readonly refused: RefusedWrite[] = [];
  readonly #records = new Map<string, LedgerRecord>();
  readonly #nextNumber = new Map<string, number>();

  /** Every document the server must hold, over all clients. */
  get documentCount(): number {
    let count = 0;
    for (const record of this.#records.values()) if (record.settled && !record.broken) count++;
    return count;
  }

  /** Every document written so far (a snapshot). */
  records(): LedgerRecord[] {
    return [...this.#records.values()];
  }

  /**
   * Picks a client's next write: mostly new tests, then updates of its tests, new triggers linking
   * some of its tests, and triggers re-linked to other tests (a join-table rewrite in one transaction).
   */
  plan(client: number, random: SeededRandom): PlannedWrite {
    const tests = this.#writable(client, 'tests');
    const triggers = this.#writable(client, 'triggers');
    const roll = random.next();
    if (tests.length === 0 || roll < 0.45) return this.#create(client, 'tests', []);
    if (roll < 0.7) return this.#update(random.pick(tests), []);
    const links = pickSome(tests, random).map((test) => test.id);
    if (triggers.length === 0 || roll < 0.85) return this.#create(client, 'triggers', links);
    return this.#update(random.pick(triggers), links);
  }

  /** The write was sent. */
  begin(write: PlannedWrite): void {
    write.record.pending = write.version;
    this.counts.sent++;
  }

  /** A 2xx answer arrived: from now on the server must hold exactly this version. */
  acknowledge(write: PlannedWrite): void {
    write.record.settled = write.version;
    write.record.acknowledged = true;
    write.record.pending = null;
    this.counts.acknowledged++;
  }

  /** The server answered something else; whether it applied anything is checked after the next restart. */
  refuse(write: PlannedWrite, status: number, body: string): void {
    this.refused.push({ id: write.record.id, status, body: body.slice(0, 300) });
  }

  /** No answer: the server died (or the connection did) with the write in flight. */
  interrupt(): void {
    this.counts.interrupted++;
  }

  /**
   * Checks what the API answers for one client's collection against the book, and settles each
   * in-flight write on what was found.
   */
  verify(
    client: number,
    collection: CampaignCollection,
    documents: ReadonlyArray<Record<string, unknown>>,
  ): VerificationProblem[] {
    const problems: VerificationProblem[] = [];
    const found = new Map(documents.map((document) => [String(document.$id), document]));
    for (const record of this.#records.values()) {
      if (record.client !== client || record.collection !== collection || record.broken) continue;
      const document = found.get(record.id);
      found.delete(record.id);
      const holds = (version: DocumentVersion | null) =>
        version === null
          ? document === undefined
          : document !== undefined && isVersion(collection, record.id, version, document);
      if (holds(record.settled)) {
        record.pending = null;
      } else if (record.pending && holds(record.pending)) {
        record.settled = record.pending;
        record.acknowledged = false;
        record.pending = null;
        this.counts.interruptedApplied++;
      } else {
        record.broken = true;
        const kind = document !== undefined && (record.pending || !record.settled) ? 'torn' : 'lost';
        problems.push({ kind, client, collection, id: record.id, detail: describe(record, document) });
      }
    }
    for (const id of found.keys())
      problems.push({ kind: 'phantom', client, collection, id, detail: 'a document no write created' });
    return problems;
  }

  #writable(client: number, collection: CampaignCollection): LedgerRecord[] {
    const records: LedgerRecord[] = [];
    for (const record of this.#records.values()) {
      const { settled, pending, broken } = record;
      if (record.client === client && record.collection === collection && settled && !pending && !broken)
        records.push(record);
    }
    return records;
  }

  #create(client: number, collection: CampaignCollection, links: string[]): PlannedWrite {
    const key = `${client}/${collection}`;
    const number = (this.#nextNumber.get(key) ?? 0) + 1;
    this.#nextNumber.set(key, number);
    const id = `c${client}-${collection === 'tests' ? 't' : 'g'}${number}`;
    const record: LedgerRecord = {
      client,
      collection,
      id,
      settled: null,
      acknowledged: false,
      pending: null,
      broken: false,
    };
    this.#records.set(`${key}/${id}`, record);
    return { record, version: { version: 0, links }, kind: 'create' };
  }

  #update(record: LedgerRecord, links: string[]): PlannedWrite {
    const version = (record.settled?.version ?? 0) + 1;
    return { record, version: { version, links }, kind: 'update' };
  }
}

function pickSome<T>(items: readonly T[], random: SeededRandom): T[] {
  const wanted = Math.min(items.length, random.between(1, 3));
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(random.pick(items));
  return [...chosen];
}

function describe(record: LedgerRecord, document: Record<string, unknown> | undefined): string {
  const expected = record.settled ? `version ${record.settled.version}` : 'absent';
  const pending = record.pending ? ` (or in-flight version ${record.pending.version})` : '';
  const found = document
    ? `found name=${JSON.stringify(document.name)} tests=${JSON.stringify(document.tests ?? null)}`
    : 'found nothing';
  return `${record.acknowledged ? 'acknowledged' : 'verified'} ${expected}${pending}, ${found}`;
}
