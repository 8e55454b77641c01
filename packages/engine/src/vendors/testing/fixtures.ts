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

export interface FixtureRequest {
  url: string;
  method?: string;
  postData?: string;
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

function readJsonFiles<T>(dir: string): Array<T & { file: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(join(dir, name), 'utf8')) as T), file: name }));
}

export function loadPositiveFixtures(vendorDir: string): PositiveFixture[] {
  return readJsonFiles<Omit<PositiveFixture, 'file'>>(join(vendorDir, 'fixtures'));
}

export function loadNegativeFixtures(vendorDir: string): NegativeFixture[] {
  return readJsonFiles<Omit<NegativeFixture, 'file'>>(join(vendorDir, 'fixtures', 'negative'));
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
