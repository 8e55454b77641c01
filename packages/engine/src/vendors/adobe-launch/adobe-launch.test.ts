import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

function environmentOf(url: string): string | undefined {
  return decode({ url })[0]?.parameters.find((param) => param.name === 'environment')?.value;
}

describe('Adobe Launch environment from the file name', () => {
  it.each([
    ['launch-EN1a2b3c.min.js', 'production'],
    ['launch-EN1a2b3c.js', 'production'],
    ['launch-EN1a2b3c-development.js', 'development'],
    ['launch-EN1a2b3c-staging.min.js', 'staging'],
    ['launch-EN1a2b3c-unknownsuffix.min.js', 'production'],
  ])('%s is %s', (file, environment) => {
    expect(environmentOf(`https://assets.adobedtm.com/5ef092d1efb5/9a1c3e2b7d44/${file}`)).toBe(environment);
  });

  it('accepts the China node', () => {
    const [event] = decode({
      url: 'https://assets.adoberesources.cn/5ef092d1efb5/9a1c3e2b7d44/launch-EN1a2b3c.min.js',
    });
    expect(event?.category).toBe('ADOBELAUNCH');
  });

  it('does not match a file that is only named launch-.js', () => {
    expect(decode({ url: 'https://assets.adobedtm.com/launch-.js' })[0]?.category).toBeNull();
  });
});
