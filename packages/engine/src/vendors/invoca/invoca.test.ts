import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Invoca number requests', () => {
  const accountOf = (url: string) => decode({ url, method: 'GET' })[0]?.accountID;
  const request = 'https://pnapi.invoca.net/1593/na.json?network_id=1593&js_version=4.7.3';

  it("takes the account of the request's tag when it names one, as its library load does", () => {
    expect(accountOf(`${request}&tag_id=2673476745`)).toBe('1593/2673476745');
    expect(accountOf('https://solutions.invocacdn.com/js/networks/1593/2673476745/tag-live.js')).toBe(
      '1593/2673476745',
    );
  });

  it('takes the network id of the path without a tag id (tag_id=null, absent or not a number)', () => {
    expect(accountOf(`${request}&tag_id=null`)).toBe('1593');
    expect(accountOf(request)).toBe('1593');
    expect(accountOf(`${request}&tag_id=undefined`)).toBe('1593');
  });

  it('shows the network id of the path when the query does not carry it', () => {
    const [event] = decode({
      url: 'https://pnapi.invoca.net/944/na.jsonp?jsoncallback=json_rr1',
      method: 'GET',
    });
    expect(event?.parameters.find((param) => param.name === 'network_id')?.value).toBe('944');
  });
});
