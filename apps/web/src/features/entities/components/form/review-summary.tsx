import { Modal } from '../../../../components/ui/modal';
import { createsTest, createsTrigger } from '../../model/creation-mode';
import { COMPARISON_LABELS, metricsFor, type MetricRow } from '../../model/metrics';
import { runsOnEveryRequest } from '../../model/event-scope';
import { vendorName } from '../../model/vendors';
import { everyRequestText } from './scope-notice';
import type { EditingSessionState } from '../../stores/editing-session';

interface SummaryPart {
  title: string;
  name: string;
  description: string;
  metrics: MetricRow[];
  associations?: string[];
  /** Where a test runs, said plainly; a warning when it is every request of its vendor. */
  runsOn?: { text: string; warn: boolean };
}

function Part({ part, vendor, operator }: { part: SummaryPart; vendor: string; operator: string }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" aria-label={part.title}>
      <h3 className="font-semibold">{part.title}</h3>
      <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Name</dt>
        <dd className="font-medium break-words">{part.name}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Description</dt>
        <dd className="break-words">{part.description.trim() || 'No description'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Vendor</dt>
        <dd>{vendor}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Logical operator</dt>
        <dd>{operator}</dd>
        {part.associations ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Associations</dt>
            <dd>{part.associations.length > 0 ? part.associations.join(', ') : 'None'}</dd>
          </>
        ) : null}
        {part.runsOn ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">Runs on</dt>
            <dd className={part.runsOn.warn ? 'font-medium text-amber-800 dark:text-amber-300' : undefined}>
              {part.runsOn.text}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-400">Metrics ({part.metrics.length})</dt>
        <dd>
          <ul className="flex flex-col gap-0.5 font-mono text-xs">
            {part.metrics.map((row) => (
              <li key={row.id} className="break-all">
                {row.name} {COMPARISON_LABELS[row.comparison]}
                {row.comparison === 'equals' ? ` "${row.expectedValue}"` : ''}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}

/** The parts a save will write: the test and/or the trigger, each with the metrics it uses. */
export function summaryParts(session: EditingSessionState, associationNames: string[]): SummaryPart[] {
  const parts: SummaryPart[] = [];
  const both = createsTest(session.mode) && createsTrigger(session.mode);
  if (createsTest(session.mode))
    parts.push({
      title: 'Test',
      name: session.testName,
      description: session.testDescription,
      metrics: metricsFor(session.metrics, 'test', session.isEntityFromRequest),
      associations: both ? [`${session.triggerName} (new)`, ...associationNames] : associationNames,
      runsOn: runsOnEveryRequest(session)
        ? {
            text: `E${everyRequestText(session.selectedCategory).slice(1)}: this test has no trigger.`,
            warn: true,
          }
        : { text: 'Only the requests on which one of its triggers fires.', warn: false },
    });
  if (createsTrigger(session.mode))
    parts.push({
      title: 'Trigger',
      name: session.triggerName,
      description: session.triggerDescription,
      metrics: metricsFor(session.metrics, 'trigger', session.isEntityFromRequest),
      ...(both ? {} : { associations: associationNames }),
    });
  return parts;
}

/** The review summary shown before the confirm step. */
export function ReviewSummaryModal({
  open,
  onOpenChange,
  onContinue,
  session,
  associationNames,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onContinue(): void;
  session: EditingSessionState;
  associationNames: string[];
}) {
  const vendor = session.selectedCategory === 'default' ? 'None' : vendorName(session.selectedCategory);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Review Summary"
      description="Check what will be saved."
      actionLabel="Continue"
      onAction={onContinue}
      cancelLabel="Back"
    >
      <div className="flex flex-col gap-3">
        {summaryParts(session, associationNames).map((part) => (
          <Part key={part.title} part={part} vendor={vendor} operator={session.logicalOperator} />
        ))}
      </div>
    </Modal>
  );
}
