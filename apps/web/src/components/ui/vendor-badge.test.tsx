// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../testing/render';
import { VendorBadge } from './vendor-badge';

afterEach(cleanup);

describe('VendorBadge', () => {
  it('draws a built-in vendor from its spec, a custom vendor from its code, and "?" for no vendor', async () => {
    await render(
      <>
        <VendorBadge code="REDDIT" label="Reddit" />
        <VendorBadge code="ACME_COLLECT" label="Acme collector" />
        <VendorBadge code="" label="Unrecognised" />
      </>,
    );
    const badge = (name: string) => document.querySelector(`[aria-label="${name}"]`)?.textContent;
    expect(badge('Reddit')).toBe('R');
    expect(badge('Acme collector')).toBe('AC');
    expect(badge('Unrecognised')).toBe('?');
  });
});
