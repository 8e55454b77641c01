import { useEffect } from 'react';
import { useValidator, validatorActions } from '../../stores/validator-instance';

/** Dims the page around a focused request; a click outside it (or Escape) clears the focus. */
export function FocusDimmer() {
  const focused = useValidator((state) => state.selectedRequestId !== null);
  useEffect(() => {
    if (!focused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') validatorActions().clearSelection();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused]);
  if (!focused) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="focus-dimmer"
      onClick={() => validatorActions().clearSelection()}
      className="animate-fade-in fixed inset-0 z-40 bg-slate-950/50"
    />
  );
}
