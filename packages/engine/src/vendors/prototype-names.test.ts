/**
 * A value or a name read from a payload is looked up in the vendors' tables (event types, field
 * labels): one that names a property of every object's prototype (`toString`, `constructor`,
 * `__proto__`) must read as the text it is. Before, `pe=toString` on one Adobe hit (or `e=toString` on
 * a Snowplow one) made the whole payload's validation fail.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate.js';
import { loadPositiveFixtures } from './testing/fixtures.js';

const here = import.meta.dirname;
const PROTOTYPE_NAMES = ['toString', '__proto__', 'constructor'];

/** Every positive fixture's request with one query value, then one form-body value, replaced by `name`. */
function variants(name: string): Array<{ where: string; request: Record<string, unknown> }> {
  const out: Array<{ where: string; request: Record<string, unknown> }> = [];
  for (const folder of readdirSync(here)) {
    if (folder === 'testing' || !statSync(join(here, folder)).isDirectory()) continue;
    for (const { file, request } of loadPositiveFixtures(join(here, folder))) {
      const [base = '', query = ''] = request.url.split('?');
      const pairs = query.split('&').filter((pair) => pair.length > 0);
      pairs.forEach((pair, index) => {
        const key = pair.split('=')[0] ?? '';
        const url = `${base}?${pairs.map((other, at) => (at === index ? `${key}=${name}` : other)).join('&')}`;
        out.push({ where: `${folder}/${file} ${key}=${name}`, request: { ...request, url } });
      });
      out.push({
        where: `${folder}/${file} +names`,
        request: {
          ...request,
          url: `${request.url}${query ? '&' : '?'}${name}=1&${pairs[0]?.split('=')[0] ?? 'x'}.${name}=2`,
        },
      });
    }
  }
  return out;
}

describe('names of the prototype in a payload', () => {
  it.each(PROTOTYPE_NAMES)('read as text in every vendor’s values and names (%s)', (name) => {
    const wrong: string[] = [];
    for (const { where, request } of variants(name)) {
      const response = validate({ requests: [request] });
      if (!response.success || response.data === null) {
        wrong.push(`${where}: ${response.error ?? 'no answer'}`);
        continue;
      }
      for (const { requestMetadata: metadata } of response.data.validatedRequests) {
        const texts = [metadata.eventName ?? '', metadata.accountID ?? ''];
        for (const parameter of metadata.parameters) texts.push(parameter.name, parameter.value);
        if (texts.some((text) => typeof text !== 'string')) wrong.push(`${where}: a value that is no text`);
      }
      for (const labels of Object.values(response.data.parameterLabels))
        for (const { label, group } of Object.values(labels))
          if (typeof label !== 'string' || typeof group !== 'string')
            wrong.push(`${where}: a label that is no text`);
    }
    expect(wrong).toEqual([]);
  });
});
