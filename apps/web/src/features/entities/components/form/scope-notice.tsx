import { buttonClass } from '../../../../components/ui/button-styles';
import { eventNameMetric, runsOnEveryRequest } from '../../model/event-scope';
import { NO_CATEGORY } from '../../stores/session-state';
import { vendorName } from '../../model/vendors';
import { editingSession, useEditingSession } from '../../stores/editing-session';

/** "all Google Analytics 4 requests", or "all requests of its vendor" before one is chosen. */
export function everyRequestText(category: string): string {
  return category === NO_CATEGORY ? 'every request of its vendor' : `every ${vendorName(category)} request`;
}

/**
 * Says plainly when the test being saved has no trigger (so it runs on every request of its vendor)
 * and, for a request's test, offers to scope it to the request's event with a trigger on its name.
 */
export function ScopeNotice() {
  const s = useEditingSession((state) => state);
  if (s.isViewOnly || !runsOnEveryRequest(s)) return null;
  const event = s.isEntityFromRequest ? eventNameMetric(s.metrics, s.eventName) : null;
  return (
    <div
      role="note"
      aria-label="Where this test runs"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <strong>No trigger:</strong> this test will run on {everyRequestText(s.selectedCategory)}
        {s.isEntityFromRequest ? `, not only on ${s.eventName}, and fail wherever they differ` : ''}. Choose a
        trigger under Associations{event ? ', or scope it to this event.' : ' to limit it.'}
      </p>
      {event ? (
        <div>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => editingSession.getState().scopeToRequestEvent()}
          >
            Scope to {s.eventName} (adds a trigger: {event.name} equals {event.expectedValue})
          </button>
        </div>
      ) : null}
    </div>
  );
}
