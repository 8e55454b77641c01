/**
 * The shared vendor fixture harness (tests only: reads fixture files with Node's fs).
 *
 * A positive fixture `vendors/<id>/fixtures/<name>.json`:
 *   { "description": "...", "request": {url, method?, postData?, type?}, "expected": [ExpectedEvent, ...] }
 * where ExpectedEvent is { category, eventName, accountID, parameters?: {wireName: value},
 * groups?: {wireName: group}, labels?: {wireName: label}, findings?: [code, ...] } (one per event: a
 * batched hit has several). `findings` lists the exact decoding finding codes (default: none).
 *
 * A negative fixture `vendors/<id>/fixtures/negative/<name>.json`:
 *   { "description": "...", "request": {...}, "category": null | "<the vendor it really is>" }
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { findDuplicates } from '../../duplicates/find-duplicates.js';

export interface FixtureRequest {
  url: string;
  method?: string;
  postData?: string;
  /** A body under its other name (`decode` reads `postData`, else `body`). */
  body?: string;
  type?: string;
}

export interface ExpectedEvent {
  category: string;
  eventName: string;
  accountID: string | null;
  parameters?: Record<string, string>;
  groups?: Record<string, string>;
  labels?: Record<string, string>;
  findings?: string[];
}

export interface PositiveFixture {
  file: string;
  description: string;
  request: FixtureRequest;
  expected: ExpectedEvent[];
}

export interface NegativeFixture {
  file: string;
  description: string;
  request: FixtureRequest;
  category: string | null;
}

/** A fixture file's content off the format above: the file, where in it, and what is wrong. */
class FixtureFormatError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = 'FixtureFormatError';
  }
}

/** An object with only the keys given (a misspelt key would otherwise be ignored silently). */
function assertRecord(
  value: unknown,
  where: string,
  keys: readonly string[],
): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FixtureFormatError(where, 'not an object');
  const unknownKey = Object.keys(value).find((key) => !keys.includes(key));
  if (unknownKey !== undefined) throw new FixtureFormatError(where, `unknown key "${unknownKey}"`);
}

function assertText(value: unknown, where: string): asserts value is string {
  if (typeof value !== 'string') throw new FixtureFormatError(where, 'not a string');
}

function assertTextOrNull(value: unknown, where: string): asserts value is string | null {
  if (value !== null) assertText(value, where);
}

/** Absent, or an object of strings (`{wireName: value}`). */
function assertOptionalTextMap(
  value: unknown,
  where: string,
): asserts value is Record<string, string> | undefined {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FixtureFormatError(where, 'not an object');
  for (const [key, item] of Object.entries(value)) assertText(item, `${where}.${key}`);
}

const REQUEST_KEYS = ['url', 'method', 'postData', 'body', 'type'] as const;
const EVENT_KEYS = ['category', 'eventName', 'accountID', 'parameters', 'groups', 'labels', 'findings'];

function assertRequest(value: unknown, where: string): asserts value is FixtureRequest {
  assertRecord(value, where, REQUEST_KEYS);
  for (const key of REQUEST_KEYS)
    if (key === 'url' || value[key] !== undefined) assertText(value[key], `${where}.${key}`);
}

function assertExpectedEvent(value: unknown, where: string): asserts value is ExpectedEvent {
  assertRecord(value, where, EVENT_KEYS);
  assertText(value.category, `${where}.category`);
  assertText(value.eventName, `${where}.eventName`);
  assertTextOrNull(value.accountID, `${where}.accountID`);
  for (const key of ['parameters', 'groups', 'labels']) assertOptionalTextMap(value[key], `${where}.${key}`);
  const { findings } = value;
  if (findings === undefined) return;
  if (!Array.isArray(findings)) throw new FixtureFormatError(`${where}.findings`, 'not an array');
  findings.forEach((code: unknown, index) => assertText(code, `${where}.findings[${index}]`));
}

/** A positive fixture file's content: `{description, request, expected}` (see above). */
function assertPositive(value: unknown, file: string): asserts value is Omit<PositiveFixture, 'file'> {
  assertRecord(value, file, ['description', 'request', 'expected']);
  assertText(value.description, `${file}: description`);
  assertRequest(value.request, `${file}: request`);
  const { expected } = value;
  if (!Array.isArray(expected)) throw new FixtureFormatError(`${file}: expected`, 'not an array');
  expected.forEach((event: unknown, index) => assertExpectedEvent(event, `${file}: expected[${index}]`));
}

/** A negative fixture file's content: `{description, request, category}` (see above). */
function assertNegative(value: unknown, file: string): asserts value is Omit<NegativeFixture, 'file'> {
  assertRecord(value, file, ['description', 'request', 'category']);
  assertText(value.description, `${file}: description`);
  assertRequest(value.request, `${file}: request`);
  assertTextOrNull(value.category, `${file}: category`);
}

/** The `.json` files of a folder (sorted by name), each parsed and checked, with its file name. */
function readJsonFiles(dir: string): Array<{ file: string; content: unknown }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: name, content: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }));
}

export function loadPositiveFixtures(vendorDir: string): PositiveFixture[] {
  return readJsonFiles(join(vendorDir, 'fixtures')).map(({ file, content }) => {
    assertPositive(content, file);
    return { ...content, file };
  });
}

export function loadNegativeFixtures(vendorDir: string): NegativeFixture[] {
  return readJsonFiles(join(vendorDir, 'fixtures', 'negative')).map(({ file, content }) => {
    assertNegative(content, file);
    return { ...content, file };
  });
}

/**
 * The duplicate groups among positive fixtures of a vendor folder, decoded in the order given (ids
 * `r1`, `r2`, …; a file may be given twice), one `event: r1,r2` line per group: for the tests of a
 * vendor's duplicate keys.
 */
export function fixtureDuplicateGroups(vendorDir: string, ...files: string[]): string[] {
  const requests = new Map(loadPositiveFixtures(vendorDir).map((fixture) => [fixture.file, fixture.request]));
  const decoded = files.flatMap((file, index) => {
    const request = requests.get(file);
    if (request === undefined) throw new Error(`no positive fixture ${file} in ${vendorDir}`);
    return decode({ ...request, requestId: `r${index + 1}` });
  });
  return findDuplicates(decoded).flatMap((result) =>
    result.duplicateGroups.map((group) => `${result.eventName}: ${group.requestIds.join(',')}`),
  );
}

/** Declares one test per fixture of a vendor folder: positives decode as expected, negatives do not match. */
export function describeVendorFixtures(vendorDir: string): void {
  const positives = loadPositiveFixtures(vendorDir);
  const negatives = loadNegativeFixtures(vendorDir);
  describe('positive fixtures', () => {
    it('has at least one', () => expect(positives.length).toBeGreaterThan(0));
    for (const fixture of positives) {
      it(`${fixture.file}: ${fixture.description}`, () => {
        const events = decode(fixture.request);
        expect(events.map((event) => event.requestId.includes('#'))).toEqual(
          fixture.expected.map(() => fixture.expected.length > 1),
        );
        expect(events).toHaveLength(fixture.expected.length);
        fixture.expected.forEach((expected, index) => {
          const event = events[index];
          expect(event?.category).toBe(expected.category);
          expect(event?.eventName).toBe(expected.eventName);
          expect(event?.accountID).toBe(expected.accountID);
          const byName = new Map(event?.parameters.map((param) => [param.name, param]));
          for (const [name, value] of Object.entries(expected.parameters ?? {})) {
            expect(byName.get(name)?.value, `parameter ${name}`).toBe(value);
          }
          for (const [name, group] of Object.entries(expected.groups ?? {})) {
            expect(byName.get(name)?.group, `group of ${name}`).toBe(group);
          }
          for (const [name, label] of Object.entries(expected.labels ?? {})) {
            expect(byName.get(name)?.label, `label of ${name}`).toBe(label);
          }
          expect(event?.findings.map((finding) => finding.code).sort()).toEqual(
            [...(expected.findings ?? [])].sort(),
          );
        });
      });
    }
  });
  describe('negative fixtures (look-alikes)', () => {
    it('has at least one', () => expect(negatives.length).toBeGreaterThan(0));
    for (const fixture of negatives) {
      it(`${fixture.file}: ${fixture.description}`, () => {
        const events = decode(fixture.request);
        expect(events[0]?.category ?? null).toBe(fixture.category);
      });
    }
  });
}
