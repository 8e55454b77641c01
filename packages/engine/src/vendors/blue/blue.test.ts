import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

/** Each finding of a validated URL as `code:field:severity`. */
const findingsOf = (url: string) =>
  (validate({ requests: [{ url }] }).data?.validatedRequests ?? []).flatMap(({ validation }) =>
    [
      ...validation.autoValidationResults.erroredParameters,
      ...validation.autoValidationResults.suggestedParameters,
    ].map((finding) => `${finding.code}:${finding.fieldPath}:${finding.severity}`),
  );

const VISIT =
  'https://event.getblue.io/p/?cId=DC7F2EFF-E5B4-B0F6-81C52148ECDA40DE&pId=&p1=&fp=&blueID=dbfc77a6-914d-477e-9c08-fa18f36eaf31&v=29092023-1023';

describe('Blue duplicates', () => {
  it('takes the frame and the script copies of one visit for two sends, not a duplicate', () => {
    expect(groupsOf('visit-frame.json', 'visit-widget.json')).toEqual([]);
  });

  it('counts one copy sent twice as a duplicate, whatever its cache buster', () => {
    expect(groupsOf('visit-frame.json', 'visit-frame.json')).toEqual(['visit: r1,r2']);
  });

  it('takes two conversions of other orders for two events', () => {
    expect(groupsOf('conversion.json', 'conversion-unfilled.json')).toEqual([]);
  });
});

describe('Blue unfilled fields', () => {
  it('leaves the empty fields of a visit alone: they are the tag defaults', () => {
    expect(findingsOf(`${VISIT}&tName=visit&revenue=&orderId=`)).toEqual([]);
  });

  it('warns of a field sent as `undefined` on a visit or product page', () => {
    expect(findingsOf(`${VISIT}&tName=product&pId=undefined&revenue=&orderId=`)).toEqual([
      'VALUE_UNFILLED:pId:warning',
    ]);
  });

  it('reports the total and transaction id of a conversion', () => {
    expect(findingsOf(`${VISIT}&tName=conversion&revenue=NaN&orderId=%5Bobject%20Object%5D`)).toEqual([
      'VALUE_UNFILLED:revenue:warning',
      'VALUE_UNFILLED:orderId:warning',
    ]);
  });

  it('checks only the commerce fields', () => {
    expect(findingsOf(`${VISIT}&tName=visit&p1=undefined&ulc=undefined`)).toEqual([]);
  });
});
