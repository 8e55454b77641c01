import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { parseParams, type Param } from '../../url/params.js';
import { nestBlocks } from './nested-blocks.js';

const BEACON = 'https://smetrics.example.com/b/ss/examplecorp-prod/1/JS-2.22.0/s123';

function nested(query: string): string[] {
  return nestBlocks(parseParams(query)).map(({ name, value }) => `${name}=${value}`);
}

function decoded(query: string, postData?: string) {
  const [event] = decode({
    url: `${BEACON}?${query}`,
    method: postData === undefined ? 'GET' : 'POST',
    postData,
  });
  return event;
}

describe('nestBlocks', () => {
  it('reads every block into dotted names, the customer IDs and Audience Management ones included', () => {
    expect(
      nested(
        't=1&cid.&st_aa.&id=7814&as=1&.st_aa&.cid&d.&nsid=0&jsonv=1&.d&c.&vidAPICheck=1&.c&pageName=home',
      ),
    ).toEqual([
      't=1',
      'cid.st_aa.id=7814',
      'cid.st_aa.as=1',
      'd.nsid=0',
      'd.jsonv=1',
      'c.vidAPICheck=1',
      'pageName=home',
    ]);
  });

  it('nests levels inside levels, and a level may follow a value of the same name', () => {
    expect(nested('c.&a.&b.&name=1&.b&x=2&.a&pt.&tot=7.79&.pt&.c')).toEqual([
      'c.a.b.name=1',
      'c.a.x=2',
      'c.pt.tot=7.79',
    ]);
    expect(nested('c.&a=1&a.&b=2&.a&.c')).toEqual(['c.a=1', 'c.a.b=2']);
  });

  it('returns the same list when nothing is nested', () => {
    const params = parseParams('pageName=home&events=purchase');
    expect(nestBlocks(params)).toBe(params);
  });

  it('keeps a closer that closes nothing as sent, and the names after it as they are', () => {
    expect(nested('pageName=home&.cid&events=event1')).toEqual(['pageName=home', '.cid=', 'events=event1']);
    expect(nested('c.&a=1&.zz&b=2&.c')).toEqual(['c.a=1', '.zz=', 'c.b=2']);
  });

  it('keeps an opener never closed as sent, without renaming what follows (a truncated hit)', () => {
    expect(nested('cid.&st_aa.&id=7814&pageName=home&pe=lnk_o')).toEqual([
      'cid.=',
      'st_aa.=',
      'id=7814',
      'pageName=home',
      'pe=lnk_o',
    ]);
    expect(nested('x.&c.&a=1&.c&b=2')).toEqual(['x.=', 'c.a=1', 'b=2']);
  });

  it('closes the levels left open inside a level when the level closes', () => {
    expect(nested('cid.&st_aa.&id=7814&.cid&pageName=home')).toEqual(['cid.st_aa.id=7814', 'pageName=home']);
  });

  it('closes the innermost level of the name when the name is open twice', () => {
    expect(nested('a.&a.&x=1&.a&y=2&.a&z=3')).toEqual(['a.a.x=1', 'a.y=2', 'z=3']);
  });

  it('reads a marker name that carries a value as a parameter', () => {
    expect(nested('c.=1&.c=2&d.&nsid=0&.d')).toEqual(['c.=1', '.c=2', 'd.nsid=0']);
  });

  it('keeps as sent an opener that would make a name longer than 256 characters, and its closer', () => {
    const level = 'l'.repeat(100);
    expect(nested(`${level}.&${level}.&${level}.&x=1&.${level}&.${level}&.${level}`)).toEqual([
      `${level}.=`,
      `${level}.${level}.x=1`,
      `.${level}=`,
    ]);
  });

  it('keeps every value of any list of markers and names, in order, and never throws', () => {
    const name = fc.constantFrom(
      'c.',
      '.c',
      'a.',
      '.a',
      'cid.',
      '.cid',
      'd.',
      '.d',
      'id',
      'pageName',
      '.',
      'x',
    );
    const param = fc.record({ name, value: fc.constantFrom('', '', '1', 'v') });
    fc.assert(
      fc.property(fc.array(param, { maxLength: 30 }), (params: Param[]) => {
        const out = nestBlocks(params);
        const values = (list: readonly Param[]) => list.map((p) => p.value).filter((value) => value !== '');
        expect(values(out)).toEqual(values(params));
        for (const { name: outName } of out) expect(outName.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads 200,000 markers that never pair up in linear time', () => {
    const openers = Array.from({ length: 100_000 }, () => ({ name: 'a.', value: '' }));
    const closers = Array.from({ length: 100_000 }, () => ({ name: '.b', value: '' }));
    expect(nestBlocks([...openers, ...closers])).toHaveLength(200_000);
    expect(nestBlocks([...openers, { name: 'x', value: '1' }, { name: '.a', value: '' }])).toHaveLength(
      100_000,
    );
  });
});

describe('Adobe Analytics nested blocks, decoded', () => {
  it('labels the customer IDs by integration code, and the Audience Management block', () => {
    const event = decoded('cid.&crm.&id=abc&as=2&ce=UTF-8&.crm&.cid&d.&nsid=0&jsonv=1&coop_safe=1&.d');
    const byName = new Map(event?.parameters.map((param) => [param.name, param]));
    expect(byName.get('cid.crm.id')).toMatchObject({ label: 'Customer ID (crm)', group: 'user' });
    expect(byName.get('cid.crm.as')).toMatchObject({
      label: 'Customer ID authentication state (crm): 0 unknown, 1 authenticated, 2 logged out',
      group: 'user',
    });
    expect(byName.get('cid.crm.ce')?.label).toBe('Customer ID (crm): ce');
    expect(byName.get('d.nsid')?.label).toBe('Audience Manager container ID (ID syncs)');
    expect(byName.get('d.coop_safe')?.label).toBe('Audience Manager: coop_safe');
    expect([...byName.keys()].filter((name) => !name.includes('.') || name.endsWith('.'))).toEqual(['rsid']);
  });

  it('keeps each customer ID under its own code (nested before merging repeated names)', () => {
    const event = decoded('cid.&crm.&id=1&as=1&.crm&loyalty.&id=2&.loyalty&.cid&pageName=home');
    expect(event?.parameters.map(({ name, value }) => `${name}=${value}`)).toEqual([
      'rsid=examplecorp-prod',
      'cid.crm.id=1',
      'cid.crm.as=1',
      'cid.loyalty.id=2',
      'pageName=home',
    ]);
  });

  it('reads the blocks of a POSTed hit', () => {
    const event = decoded('', 'AQB=1&cid.&crm.&id=1&.crm&.cid&pe=lnk_o&AQE=1');
    expect(event?.eventName).toBe('custom_link');
    expect(event?.parameters.find((param) => param.name === 'cid.crm.id')?.value).toBe('1');
  });

  it('still names the event from pe and events when a block is left open', () => {
    expect(decoded('cid.&crm.&id=1&pe=lnk_d&events=purchase')?.eventName).toBe('download_link');
    expect(decoded('c.&x=1&events=purchase')?.eventName).toBe('purchase');
  });

  it('keeps the label of a marker left unpaired to its name', () => {
    const event = decoded('pageName=home&cid.&c.&d.');
    const labels = event?.parameters.map((param) => param.label);
    expect(labels).toEqual(['Report suite ID', 'Page name', 'cid.', 'c.', 'd.']);
  });
});
