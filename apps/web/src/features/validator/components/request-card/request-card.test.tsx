// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonByText, cleanup, click, render } from '../../../../testing/render';
import { rowsOf, type RequestRow } from '../../stores/request-rows';
import { sampleResult, showResults } from '../../testing/sample-result';
import { RequestCard } from './request-card';

const { data, requests } = sampleResult();
const rows = rowsOf(data);
const row = (id: string): RequestRow => {
  const found = rows.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

beforeEach(() => showResults(data, requests));
afterEach(cleanup);

describe('the request card', () => {
  it('shows the status dot, vendor, event, account, local time and the error badge', async () => {
    const { container } = await render(<RequestCard row={row('sample-ga4-5')} listId="test" />);
    const header = container.querySelector('button[aria-expanded]');
    expect(header?.getAttribute('aria-expanded')).toBe('false');
    const text = header?.textContent ?? '';
    expect(text).toContain('Problems found:');
    expect(text).toContain('purchase');
    expect(text).toContain('Google Analytics 4');
    expect(text).toContain('G-8HGZ4YQ7ZB');
    expect(text).toContain('4 Error(s)');
    expect(container.querySelector('time')?.textContent).toBe(
      new Date(row('sample-ga4-5').timestamp).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }),
    );
    expect(container.querySelector('.bg-red-600')).not.toBeNull();
  });

  it('shows Duplicate and Auto Validations Passed on a clean duplicate, with a green dot', async () => {
    const { container } = await render(<RequestCard row={row('sample-ga4-3')} listId="test" />);
    const text = container.textContent ?? '';
    expect(text).toContain('OK:');
    expect(text).toContain('Duplicate');
    expect(text).toContain('Auto Validations Passed');
    expect(text).not.toContain('Error(s)');
  });

  it('shows the tab URL of a Navigation request and the suggestion badge', async () => {
    const { container } = await render(<RequestCard row={row('sample-nav-1')} listId="test" />);
    expect(container.textContent).toContain(
      'https://shop.example.com/products/blue-shirt?utm_source=Newsletter',
    );
    expect(container.textContent).toContain('1 Suggestion(s)');
  });

  it('renders its details only on expansion: findings, grouped and marked parameters, actions', async () => {
    const { container } = await render(<RequestCard row={row('sample-ga4-5')} listId="test" />);
    expect(container.querySelector('table')).toBeNull();
    await click(container.querySelector('button[aria-expanded]'));
    expect(container.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
    const captions = [...container.querySelectorAll('caption')].map((caption) => caption.textContent);
    expect(captions).toContain('Most used (5)');
    expect(container.textContent).toContain('Errors (4)');
    expect(container.textContent).toContain('The purchase event requires transaction_id');
    const valueRow = [...container.querySelectorAll('tr')].find((tr) =>
      tr.textContent?.includes('epn.value'),
    );
    expect(valueRow?.textContent).toContain('Error');
    expect(buttonByText(container, 'View Custom Checks')?.textContent).toContain('(0 passed, 0 failed)');
    const create = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Create Test from Request',
    );
    expect(create?.getAttribute('href')).toBe('/?createTest=sample-ga4-5');
  });

  it('offers Create Test from Request only for a request with a category', async () => {
    const unknown: RequestRow = {
      ...row('sample-ga4-1'),
      id: 'x1',
      category: null,
      vendorName: 'Unrecognised request',
    };
    const { container } = await render(<RequestCard row={unknown} listId="test" />);
    await click(container.querySelector('button[aria-expanded]'));
    expect(container.textContent).not.toContain('Create Test from Request');
    expect(container.textContent).toContain('Request Details');
  });

  it("shows the drift hint of an unrecognised request to a known vendor's host", async () => {
    const drifted: RequestRow = {
      ...row('sample-ga4-1'),
      id: 'x2',
      category: null,
      vendorName: 'Unrecognised request',
      driftHint: 'A Meta Pixel host, but not an endpoint Tagproof knows (www.facebook.com/tr/v2/event).',
    };
    const { container } = await render(<RequestCard row={drifted} listId="test" />);
    expect(container.textContent).toContain(drifted.driftHint);
  });

  it('says Not delivered when the answer says the request collected nothing', async () => {
    const blocked: RequestRow = { ...row('sample-ga4-3'), id: 'x3', delivery: 'failed' };
    const { container } = await render(<RequestCard row={blocked} listId="test" />);
    expect(container.textContent).toContain('Not delivered');
    expect(row('sample-ga4-3').delivery).toBeNull();
  });

  it('masks personal data in the URLs it shows, as in its parameters (a real bot check page, 2025)', async () => {
    const url =
      'https://validate.perfdrive.com/?ssc=https%3A%2F%2Fwww.directv.com.ar%2F&ssk=support@shieldsquare.com';
    const base = row('sample-nav-1');
    const navigation: RequestRow = {
      ...base,
      id: 'x5',
      tabUrl: url,
      request: { ...base.request, requestMetadata: { ...base.request.requestMetadata, requestUrl: url } },
    };
    const { container } = await render(<RequestCard row={navigation} listId="test" />);
    await click(container.querySelector('button[aria-expanded]'));
    const text = container.textContent ?? '';
    expect(text).toContain('ssk=s***@shieldsquare.com');
    expect(text).not.toContain('support@');
    const unknown: RequestRow = {
      ...navigation,
      id: 'x6',
      category: null,
      vendorName: 'Unrecognised request',
    };
    const other = await render(<RequestCard row={unknown} listId="test" />);
    expect(other.container.textContent).not.toContain('support@');
  });

  it("names another site's frame that sent the request, with why it is apart", async () => {
    const framed: RequestRow = { ...row('sample-ga4-3'), id: 'x4', frame: 'ads01.groovinads.com' };
    const { container } = await render(<RequestCard row={framed} listId="test" />);
    const badge = [...container.querySelectorAll('span')].find(
      (span) => span.textContent === 'In a frame of ads01.groovinads.com',
    );
    expect(badge?.getAttribute('title')).toContain("another site's frame");
    const own = await render(<RequestCard row={row('sample-ga4-3')} listId="test" />);
    expect(own.container.textContent).not.toContain('In a frame of');
  });
});
