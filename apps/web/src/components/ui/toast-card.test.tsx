// @vitest-environment happy-dom
import { act } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify';
import { cleanup, click, render, wait } from '../../testing/render';
import { detailLines } from './toast-card';

afterEach(async () => {
  // sonner keeps its toasts between renders: start each test without any.
  await act(async () => {
    toast.dismiss();
  });
  await wait(450);
  cleanup();
});

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

describe('toasts', () => {
  it('show the title, message, details and a progress bar running for the duration', async () => {
    await render(<Toaster position="top-right" />);
    await act(async () => {
      notify({
        type: 'success',
        title: 'Entities Created',
        message: 'Created test "A" and trigger "B" successfully',
        duration: 6000,
        details: {
          entityType: 'Test and Trigger',
          vendor: 'Google Analytics 4',
          metricsCount: 2,
          associationsCount: 1,
        },
      });
    });
    await wait(20);
    const [toast] = toasts();
    expect(toast?.getAttribute('data-y-position')).toBe('top');
    expect(toast?.textContent).toContain('Entities Created');
    expect(toast?.textContent).toContain('Created test "A" and trigger "B" successfully');
    expect(toast?.textContent).toContain('Google Analytics 4');
    const bar = toast?.querySelector<HTMLElement>('[data-toast-progress]');
    expect(bar?.style.animationDuration).toBe('6000ms');
    expect(bar?.className).toContain('toast-progress');
  });

  it('errors last 5 s by default, success 6 s; the close button dismisses', async () => {
    await render(<Toaster />);
    await act(async () => {
      notify({ type: 'error', message: 'Failed to delete item' });
    });
    await wait(20);
    expect(toasts()[0]?.querySelector<HTMLElement>('[data-toast-progress]')?.style.animationDuration).toBe(
      '5000ms',
    );
    await click(toasts()[0]?.querySelector('button[aria-label="Close notification"]'));
    await wait(500);
    expect(toasts().filter((toast) => toast.getAttribute('data-removed') !== 'true')).toHaveLength(0);
  });

  it('pause while hovered: sonner marks the hovered toasts expanded, which stops the bar (CSS)', async () => {
    await render(<Toaster />);
    await act(async () => {
      notify({ type: 'info', message: 'Hover me' });
    });
    await wait(20);
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    await act(async () => {
      list.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      list.dispatchEvent(new MouseEvent('mouseenter', { bubbles: false }));
      list.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    });
    expect(toasts()[0]?.getAttribute('data-expanded')).toBe('true');
  });

  it('list structured details as label and value', () => {
    expect(
      detailLines({ vendor: 'Meta Pixel', metricsCount: 0, items: [{ label: 'Id', value: 'x' }] }),
    ).toEqual([
      { label: 'Vendor', value: 'Meta Pixel' },
      { label: 'Metrics', value: '0' },
      { label: 'Id', value: 'x' },
    ]);
  });
});
