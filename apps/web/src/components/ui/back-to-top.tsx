import { useEffect, useState } from 'react';
import { focusRing } from './button-styles';

/** Scrolls the window to the top in `duration` ms (ease-out), or at once when motion is reduced. */
export function scrollToTop(duration: number): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || start === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start * (1 - (1 - (1 - progress) ** 3)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The back-to-top button: appears after `threshold` px of scroll and scrolls up in `duration` ms
 * (DESIGN.md: 300 px / 500 ms on the validator page, 400 px / 600 ms elsewhere).
 */
export function BackToTop({ threshold, duration }: { threshold: number; duration: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop(duration);
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={`fixed right-6 bottom-24 z-30 inline-flex size-11 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg hover:bg-indigo-800 dark:bg-indigo-600 ${focusRing}`}
    >
      <span className="sr-only">Back to top</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
