// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { operationsStore, operationsText, withOperation } from '../../lib/loading/operations';
import { cleanup, render } from '../../testing/render';
import { LoadingOverlay } from './loading-overlay';
import { OperationsIndicator } from './operations-indicator';

afterEach(cleanup);

describe('loading indicators', () => {
  it('reads the one operation, or "N operations in progress"', () => {
    expect(operationsText([])).toBeNull();
    expect(operationsText([{ message: 'Saving test...' }])).toBe('Saving test...');
    expect(operationsText([{ message: 'a' }, { message: 'b' }, { message: 'c' }])).toBe(
      '3 operations in progress',
    );
  });

  it('shows the indicator for every operation and the overlay only for modal ones', async () => {
    await render(
      <>
        <OperationsIndicator />
        <LoadingOverlay />
      </>,
    );
    const indicator = () =>
      document.querySelector('[data-testid="operations-indicator"]')?.textContent ?? null;
    const overlay = () => document.querySelector('[data-testid="loading-overlay"]');
    expect(indicator()).toBeNull();
    let endFirst = () => undefined as void;
    await act(async () => {
      endFirst = operationsStore.getState().start({ message: 'Refreshing lists...', isModal: false });
    });
    expect(indicator()).toBe('Refreshing lists...');
    expect(overlay()).toBeNull();
    let release = () => undefined as void;
    const running = withOperation(
      { message: 'Deleting test...', isModal: true },
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await act(async () => undefined);
    expect(indicator()).toBe('2 operations in progress');
    expect(overlay()?.textContent).toContain('Deleting test...');
    await act(async () => {
      release();
      await running;
    });
    expect(overlay()).toBeNull();
    await act(async () => endFirst());
    expect(indicator()).toBeNull();
  });
});
