// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, click, wait } from '../../../testing/render';
import { REALTIME_BATCH_MS, REALTIME_CATCH_UP_MS } from '../hooks/use-realtime-refresh';
import { aTest, aTrigger } from '../testing/fake-entities-api';
import { byLabel, dialogByTitle, renderPage, resetPage, toastTexts, typeInto } from '../testing/page-harness';

afterEach(resetPage);

const rowsOf = (container: HTMLElement, table: 'Tests' | 'Triggers') =>
  [...container.querySelectorAll(`table[aria-label="${table}"] tbody tr`)].map(
    (row) => row.textContent ?? '',
  );
const section = (container: HTMLElement, kind: 'test' | 'trigger') =>
  container.querySelector<HTMLElement>(`section[aria-labelledby="${kind}-table-heading"]`) as HTMLElement;

describe('the Tests and Triggers tables', () => {
  it('show every column: name, vendor, operator, chips, description', async () => {
    const { container, fake } = await renderPage({
      tests: [
        aTest('t1', 'Purchase test', ['r1', 'gone'], {
          description: 'Checks the purchase',
          logicalOperator: 'OR',
        }),
      ],
      triggers: [aTrigger('r1', 'Purchase trigger', ['t1'], { triggerType: null })],
    });
    expect(
      fake.calls
        .filter((call) => call.op === 'list')
        .map((call) => call.kind)
        .sort(),
    ).toEqual(['test', 'trigger']);
    expect(container.querySelector('h1')?.textContent).toBe('Tests and Triggers');
    const [test] = rowsOf(container, 'Tests');
    expect(test).toContain('Purchase test');
    expect(test).toContain('OR');
    expect(test).toContain('Checks the purchase');
    expect(test).toContain('Unknown (gone)');
    expect(
      container.querySelector('table[aria-label="Tests"] [role="img"]')?.getAttribute('aria-label'),
    ).toBe('Google Analytics 4');
    const [trigger] = rowsOf(container, 'Triggers');
    expect(trigger).toContain('None'); // no vendor
    expect(trigger).toContain('No description');
    expect(container.querySelector('table[aria-label="Tests"] thead')?.textContent).toContain(
      'Associated Triggers',
    );
    expect(container.querySelector('table[aria-label="Triggers"] thead')?.textContent).toContain(
      'Associated Tests',
    );
  });

  it('show skeleton rows until the lists arrive, then the empty texts', async () => {
    const { container, releaseLists } = await renderPage({ holdLists: true });
    expect(
      container.querySelectorAll('table[aria-label="Tests"] [data-skeleton-row]').length,
    ).toBeGreaterThan(0);
    expect(
      container.querySelectorAll('table[aria-label="Triggers"] [data-skeleton-row]').length,
    ).toBeGreaterThan(0);
    await releaseLists();
    await wait(20);
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(0);
    expect(rowsOf(container, 'Tests')).toEqual(['No tests found']);
    expect(rowsOf(container, 'Triggers')).toEqual(['No triggers found']);
  });

  it('ask an anonymous visitor to sign in; nothing is listed', async () => {
    const { container, fake } = await renderPage({ user: null });
    expect(container.textContent).toContain('Sign in to see your tests and triggers.');
    expect(rowsOf(container, 'Tests')).toEqual(['No tests found']);
    expect(fake.calls).toEqual([]);
  });

  it('disable Remove Associations with "No associations to remove" when there are none', async () => {
    const { container } = await renderPage({ tests: [aTest('t1', 'Lonely')] });
    const remove = byLabel(container, 'Remove Associations of Lonely') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.parentElement?.getAttribute('aria-label')).toBe('No associations to remove');
  });

  it('search any field, with a clear button, and say when nothing matches', async () => {
    const { container } = await renderPage({
      tests: [aTest('t1', 'Alpha', [], { description: 'find me' }), aTest('t2', 'Beta')],
    });
    const tests = section(container, 'test');
    await typeInto(tests.querySelector('input[type="search"]'), 'FIND');
    expect(rowsOf(container, 'Tests')).toHaveLength(1);
    expect(rowsOf(container, 'Tests')[0]).toContain('Alpha');
    await typeInto(tests.querySelector('input[type="search"]'), 'zzz');
    expect(rowsOf(container, 'Tests')).toEqual(['No matching items found']);
    expect(tests.textContent).toContain('No entries to display');
    await click(byLabel(tests, 'Clear search'));
    expect(rowsOf(container, 'Tests')).toHaveLength(2);
  });

  it('sort by name ascending first, then toggle; other columns start ascending', async () => {
    const { container } = await renderPage({
      tests: [aTest('t1', 'beta', [], { logicalOperator: 'OR' }), aTest('t2', 'Alpha'), aTest('t3', 'gamma')],
    });
    const names = () =>
      [...container.querySelectorAll('table[aria-label="Tests"] tbody tr')].map(
        (row) => row.querySelector('td')?.textContent,
      );
    expect(names()).toEqual(['Alpha', 'beta', 'gamma']);
    const tests = section(container, 'test');
    const header = (name: string) => [...tests.querySelectorAll('th')].find((th) => th.textContent === name);
    expect(header('Name')?.getAttribute('aria-sort')).toBe('ascending');
    await click(header('Name')?.querySelector('button'));
    expect(names()).toEqual(['gamma', 'beta', 'Alpha']);
    expect(header('Name')?.getAttribute('aria-sort')).toBe('descending');
    await click(header('Operator')?.querySelector('button'));
    expect(header('Operator')?.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Alpha', 'gamma', 'beta']);
  });

  it('page 10 rows at a time with sizes 5/10/25/50 and ellipses past 5 pages', async () => {
    const tests = Array.from({ length: 61 }, (_, index) =>
      aTest(`t${index}`, `Test ${String(index).padStart(2, '0')}`),
    );
    const { container } = await renderPage({ tests });
    const section = container.querySelector<HTMLElement>(
      'section[aria-labelledby="test-table-heading"]',
    ) as HTMLElement;
    const pages = () =>
      [...section.querySelectorAll('nav[aria-label="Tests pages"] > *')]
        .map((item) => item.getAttribute('aria-label') ?? item.textContent)
        .filter((label) => label !== null && !/(First|Previous|Next|Last) page/.test(label));
    expect(section.textContent).toContain('Showing 1 to 10 of 61 entries');
    expect(rowsOf(container, 'Tests')).toHaveLength(10);
    expect(pages()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', '…', 'Page 7']);
    await click(byLabel(section, 'Page 4'));
    expect(pages()).toEqual(['Page 1', '…', 'Page 3', 'Page 4', 'Page 5', '…', 'Page 7']);
    expect(byLabel(section, 'Page 4').getAttribute('aria-current')).toBe('page');
    await click(byLabel(section, 'Last page'));
    expect(section.textContent).toContain('Showing 61 to 61 of 61 entries');
    expect((byLabel(section, 'Next page') as HTMLButtonElement).disabled).toBe(true);
    const size = section.querySelector('select') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['5', '10', '25', '50']);
    await typeInto(size, '25');
    expect(section.textContent).toContain('Showing 1 to 25 of 61 entries');
    expect(pages()).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('open a chip’s item in view mode', async () => {
    const { container } = await renderPage({
      tests: [aTest('t1', 'Purchase test', ['r1'])],
      triggers: [aTrigger('r1', 'Purchase trigger', ['t1'])],
    });
    await click(
      buttonByText(container.querySelector('table[aria-label="Tests"]') as HTMLElement, 'Purchase trigger'),
    );
    await wait(350);
    const panel = dialogByTitle('Trigger Details');
    expect(panel).toBeDefined();
    expect(buttonByText(panel as HTMLElement, 'Edit')).toBeDefined();
    expect((panel?.querySelector('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
  });

  it('delete: a failing counterpart update cancels the delete (6 s toast); otherwise the document goes', async () => {
    const onChecksChanged = vi.fn();
    const { container, fake } = await renderPage({
      tests: [aTest('t1', 'Purchase test', ['r1'])],
      triggers: [aTrigger('r1', 'Purchase trigger', ['t1'])],
      onChecksChanged,
    });
    fake.failWhen((call) => call.op === 'update');
    await click(byLabel(container, 'Delete Purchase test'));
    const confirm = dialogByTitle('Delete Test') as HTMLElement;
    expect(confirm.textContent).toContain('Are you sure you want to delete "Purchase test"?');
    expect(confirm.textContent).toContain(
      'This action cannot be undone. All associations will also be removed.',
    );
    await click(buttonByText(confirm, 'Delete'));
    await wait(30);
    expect(fake.steps()).toEqual(['update trigger r1 {tests}']);
    expect(toastTexts().join()).toContain('Failed to remove all associations. Delete operation cancelled.');
    expect(rowsOf(container, 'Tests')[0]).toContain('Purchase test');

    fake.failWhen(() => false);
    await click(byLabel(container, 'Delete Purchase test'));
    await click(buttonByText(dialogByTitle('Delete Test') as HTMLElement, 'Delete'));
    await wait(30);
    expect(fake.steps().slice(1)).toEqual(['update trigger r1 {tests}', 'remove test t1']);
    expect(toastTexts().join()).toContain('Test "Purchase test" deleted successfully');
    expect(rowsOf(container, 'Tests')).toEqual(['No tests found']);
    expect(rowsOf(container, 'Triggers')[0]).toContain('None');
    expect(onChecksChanged).toHaveBeenCalled();
  });

  it('remove associations: the item’s own list, then each counterpart', async () => {
    const { container, fake } = await renderPage({
      tests: [aTest('t1', 'One', ['r1']), aTest('t2', 'Two', ['r1'])],
      triggers: [aTrigger('r1', 'Trigger', ['t1', 't2'])],
    });
    await click(byLabel(container, 'Remove Associations of Trigger'));
    const confirm = dialogByTitle('Remove Associations') as HTMLElement;
    expect(confirm.textContent).toContain('Are you sure you want to remove all associations from "Trigger"?');
    expect(confirm.textContent).toContain('This will disconnect this trigger from all its related tests.');
    await click(buttonByText(confirm, 'Remove Associations'));
    await wait(30);
    expect(fake.steps()).toEqual([
      'update trigger r1 {tests}',
      'update test t1 {triggers}',
      'update test t2 {triggers}',
    ]);
    expect(toastTexts().join()).toContain('All associations removed from trigger "Trigger"');
  });

  it('refresh from the realtime channels: events batched for 500 ms, deletes dropped', async () => {
    const onChecksChanged = vi.fn();
    const { container, fake, realtime } = await renderPage({ tests: [aTest('t1', 'Old')], onChecksChanged });
    expect(realtime.channels[0]).toEqual([
      'databases.tagproof.collections.tests.documents',
      'databases.tagproof.collections.triggers.documents',
    ]);
    await fake.api.create('test', { name: 'Made elsewhere', testType: 'GOOGLEANALYTICS4' });
    fake.store.test.delete('t1');
    const event = (id: string, action: string) => ({
      events: [`databases.tagproof.collections.tests.documents.${id}.${action}`],
      channels: ['documents', 'databases.tagproof.collections.tests.documents'],
      payload: { $id: id },
    });
    realtime.emit(event('test-new-1', 'create'));
    realtime.emit(event('t1', 'delete'));
    await wait(REALTIME_BATCH_MS / 2);
    expect(rowsOf(container, 'Tests')[0]).toContain('Old');
    await wait(REALTIME_BATCH_MS);
    expect(rowsOf(container, 'Tests').map((row) => row.slice(0, 14))).toEqual(['Made elsewhere']);
    expect(fake.calls.filter((call) => call.op === 'list')).toHaveLength(3); // both lists, then one refresh
    expect(onChecksChanged).toHaveBeenCalledTimes(1);
  });

  it('read both lists again once after subscribing: a change made while the socket opened shows up', async () => {
    const { container, fake } = await renderPage({ tests: [aTest('t1', 'Old')] });
    await fake.api.create('test', { name: 'Made while connecting', testType: 'GOOGLEANALYTICS4' });
    fake.store.test.delete('t1');
    expect(rowsOf(container, 'Tests')[0]).toContain('Old');
    await wait(REALTIME_CATCH_UP_MS + 200);
    expect(rowsOf(container, 'Tests').map((row) => row.slice(0, 21))).toEqual(['Made while connecting']);
    expect(
      fake.calls
        .filter((call) => call.op === 'list')
        .map((call) => call.kind)
        .sort(),
    ).toEqual(['test', 'test', 'trigger', 'trigger']);
  });
});
