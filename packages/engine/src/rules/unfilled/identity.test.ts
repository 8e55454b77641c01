import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';

/** Every finding of each request, as `code:field:severity`, with its messages and the parameters it names. */
function findingsOf(...urls: string[]) {
  const response = validate({ requests: urls.map((url) => ({ url })) });
  if (response.data === null) throw new Error(response.error ?? 'no answer');
  const all = response.data.validatedRequests.map((request) => [
    ...request.validation.autoValidationResults.erroredParameters,
    ...request.validation.autoValidationResults.suggestedParameters,
  ]);
  return {
    findings: all.map((list) => list.map((f) => `${f.code}:${f.fieldPath}:${f.severity}`)),
    parameters: all.map((list) => list.map((f) => f.parameter)),
    messages: all.map((list) => list.map((f) => f.message)),
  };
}

const PAGE = 'https%3A%2F%2Fshop.example%2F';

describe('VALUE_UNFILLED on what a hit counts for', () => {
  it('is an error on the account a hit is sent to, for any vendor: the hit counts for no account', () => {
    const { findings, messages, parameters } = findingsOf(
      `https://bat.bing.com/action/0?ti=undefined&Ver=2&evt=pageLoad&p=${PAGE}`,
      `https://px.ads.linkedin.com/collect?pid=NaN&fmt=gif&url=${PAGE}`,
      'https://ct.pinterest.com/v3/?tid=null&event=pagevisit',
      // Behind the prefix the vendor adds: Floodlight's DC-<src>.
      'https://ad.doubleclick.net/activity;src=undefined;type=event0;cat=signup;ord=1?',
      `https://bat.bing.com/action/0?ti=5152659&Ver=2&evt=pageLoad&p=${PAGE}`,
      'https://ad.doubleclick.net/activity;src=9815585;type=event0;cat=signup;ord=1?',
    );
    expect(findings).toEqual([
      ['VALUE_UNFILLED:ti:error'],
      ['VALUE_UNFILLED:pid:error'],
      ['VALUE_UNFILLED:tid:error'],
      ['VALUE_UNFILLED:src:error'],
      [],
      [],
    ]);
    expect(messages[0]?.[0]).toContain('counts the hit for no account');
    // Named as the request card names the parameter.
    expect(parameters[0]).toEqual(['UET tag ID']);
  });

  it('is an error on an event named by a variable never filled: the event meant is recorded under that word', () => {
    const { findings, messages } = findingsOf(
      `https://www.facebook.com/tr/?id=1234567890123456&ev=undefined&dl=${PAGE}`,
      `https://www.google-analytics.com/g/collect?v=2&tid=G-ABCDEF1234&cid=1.2&en=undefined&dl=${PAGE}`,
      `https://www.google-analytics.com/g/collect?v=2&tid=G-ABCDEF1234&cid=1.2&en=NaN&dl=${PAGE}`,
      // Not `null`, which a JSON body's event left null reads as.
      `https://www.google-analytics.com/g/collect?v=2&tid=G-ABCDEF1234&cid=1.2&en=null&dl=${PAGE}`,
      `https://www.google-analytics.com/g/collect?v=2&tid=G-ABCDEF1234&cid=1.2&en=page_view&dl=${PAGE}`,
    );
    expect(findings).toEqual([
      ['VALUE_UNFILLED:ev:error'],
      ['VALUE_UNFILLED:en:error'],
      ['VALUE_UNFILLED:en:error'],
      [],
      [],
    ]);
    expect(messages[1]?.[0]).toContain('records an event named "undefined"');
  });

  it('leaves an account to the rules that own it: the Meta pixel id, the GA4 measurement ID, a GTM load', () => {
    const { findings } = findingsOf(
      'https://www.facebook.com/tr/?id=undefined&ev=PageView',
      `https://www.google-analytics.com/g/collect?v=2&tid=undefined&cid=1.2&en=page_view&dl=${PAGE}`,
      'https://www.googletagmanager.com/gtm.js?id=undefined',
    );
    expect(findings).toEqual([
      ['VALUE_INVALID:id:error'],
      ['VALUE_INVALID:tid:error'],
      ['TAG_ID_INVALID:id:warning'],
    ]);
  });
});
