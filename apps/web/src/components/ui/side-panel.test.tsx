// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, cleanup, click, press, render, wait } from '../../testing/render';
import { PANEL_CONTENT_DELAY_MS, SidePanel } from './side-panel';
import { UNSAVED_CHANGES_MESSAGE } from './unsaved-changes-dialog';

function Harness({ dirty = false, onClose }: { dirty?: boolean; onClose(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <SidePanel
      open={open}
      title="Custom Checks for purchase"
      hasUnsavedChanges={dirty}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <p>Panel body</p>
    </SidePanel>
  );
}

afterEach(cleanup);

describe('the side panel', () => {
  it('is a labelled dialog whose content appears after 300 ms', async () => {
    await render(<Harness onClose={() => undefined} />);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Custom Checks for purchase');
    expect(dialog?.textContent).not.toContain('Panel body');
    await wait(PANEL_CONTENT_DELAY_MS + 20);
    expect(dialog?.textContent).toContain('Panel body');
  });

  it('closes with Escape and with the close button', async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} />);
    await press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    await render(<Harness onClose={onClose} />);
    await click(document.querySelector('button[aria-label="Close panel"]'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before discarding unsaved changes: Cancel keeps the panel, Discard Changes closes it', async () => {
    const onClose = vi.fn();
    await render(<Harness dirty onClose={onClose} />);
    await press('Escape');
    const alert = document.querySelector('[role="alertdialog"]');
    expect(alert?.textContent).toContain('Unsaved Changes');
    expect(alert?.textContent).toContain(UNSAVED_CHANGES_MESSAGE);
    await click(buttonByText(document, 'Cancel'));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await click(document.querySelector('button[aria-label="Close panel"]'));
    await click(buttonByText(document, 'Discard Changes'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
