// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, cleanup, click, render, wait } from '../../testing/render';
import { JUMP_OFFSET_PX, VirtualGrid, WINDOWING_FROM_ITEMS } from './virtual-grid';

afterEach(cleanup);

const names = (count: number) => Array.from({ length: count }, (_, index) => `item-${index}`);
const renderedKeys = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-item-key]')].map((cell) => cell.getAttribute('data-item-key'));

function Grid(props: {
  items: string[];
  columns?: number;
  raisedKey?: string;
  jumpTo?: string;
  nonce?: number;
}) {
  return (
    <VirtualGrid
      items={props.items}
      getKey={(item) => item}
      renderItem={(item) => <button type="button">{item}</button>}
      columns={props.columns ?? 1}
      raisedKey={props.raisedKey ?? null}
      scrollTo={props.jumpTo ? { key: props.jumpTo, nonce: props.nonce ?? 1 } : null}
      onScrolledTo={(element) => element.setAttribute('data-jumped', 'yes')}
    />
  );
}

// Windowing (from WINDOWING_FROM_ITEMS items) needs a real layout, which happy-dom lacks:
// e2e/tests/validator-import.spec.ts checks it in Chromium with 10,000 requests.
describe('VirtualGrid', () => {
  it('renders every item of a short list, in rows of `columns`, with the raised row above the dimmer', async () => {
    const { container } = await render(<Grid items={names(7)} columns={3} raisedKey="item-4" />);
    expect(renderedKeys(container)).toEqual(names(7));
    const rows = [...container.querySelectorAll('[data-item-key]')].map((cell) => cell.parentElement);
    expect(new Set(rows).size).toBe(3); // 3 + 3 + 1
    expect(rows[3]?.className).toContain('z-50');
    expect(rows[0]?.className).not.toContain('z-50');
    expect(rows[0]?.getAttribute('style')).toContain('repeat(3, minmax(0, 1fr))');
  });

  it(`jumps to an item of a short list ${JUMP_OFFSET_PX} px below the top, once per nonce`, async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const view = await render(<Grid items={names(10)} jumpTo="item-6" nonce={1} />);
    await wait(50);
    const target = view.container.querySelector('[data-item-key="item-6"]');
    expect(target?.getAttribute('data-jumped')).toBe('yes');
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.calls[0]?.[1]).toBe((target?.getBoundingClientRect().top ?? 0) - JUMP_OFFSET_PX);
    scrollBy.mockRestore();
  });

  it('does not take a jump again when a filter moves the list across the windowing threshold', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // happy-dom lays nothing out: windowed rows measure 100 px high here, as cards do in a browser.
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const height = this.hasAttribute('data-index') ? 100 : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) };
    });
    function Filtered({ jumpTo }: { jumpTo?: string }) {
      const [count, setCount] = useState(10);
      return (
        <>
          <button type="button" onClick={() => setCount(WINDOWING_FROM_ITEMS + 10)}>
            more
          </button>
          <Grid items={names(count)} {...(jumpTo ? { jumpTo, nonce: 1 } : {})} />
        </>
      );
    }
    /** The scroll calls made while the list grows past the threshold, after its first jump (if any). */
    async function scrollsWhenGrowing(jumpTo?: string) {
      const { container } = await render(<Filtered {...(jumpTo ? { jumpTo } : {})} />);
      await wait(50);
      scrollTo.mockClear();
      scrollBy.mockClear();
      await click(buttonByText(container, 'more'));
      await wait(600); // a windowed jump settles over up to 30 frames
      expect(container.querySelector('[data-index]')).not.toBeNull(); // windowed now
      cleanup();
      return [...scrollTo.mock.calls, ...scrollBy.mock.calls];
    }
    const withoutJump = await scrollsWhenGrowing();
    // The jump taken before the switch is not taken again: the switch scrolls as if there were none.
    expect(await scrollsWhenGrowing('item-6')).toEqual(withoutJump);
    measure.mockRestore();
    scrollTo.mockRestore();
    scrollBy.mockRestore();
  });
});
