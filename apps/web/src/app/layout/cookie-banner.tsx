import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { readTrackingChoice, writeTrackingChoice, type TrackingChoice } from '../../lib/cookies';

/** The privacy banner: the choice is kept in the `tracking` cookie for 30 days. */
export function CookieBanner() {
  const [choice, setChoice] = useState<TrackingChoice | null>(() => readTrackingChoice());
  if (choice) return null;
  const decide = (next: TrackingChoice) => {
    writeTrackingChoice(next);
    setChoice(next);
  };
  return (
    <section
      aria-label="Privacy choices"
      className="fixed right-4 bottom-4 left-4 z-30 max-w-md rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-slate-800 dark:text-slate-200">
        Tagproof can count how its pages are used, to improve them. Nothing is measured unless you accept;
        your choice is kept for 30 days.
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => decide('declined')}>
          Decline
        </button>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => decide('accepted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
