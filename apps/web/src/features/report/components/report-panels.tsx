import type { ReportAction, ReportRequest, ReportTestResult } from '@tagproof/contracts';
import { vendorDisplayName } from '@tagproof/engine';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { ConditionTable } from '../../../components/checks/condition-table';
import { buttonClass } from '../../../components/ui/button-styles';
import { SidePanel } from '../../../components/ui/side-panel';
import { countLabel } from '../../../lib/format';
import { ReportBadge } from './report-badge';

/** The side panel the report page shows (specification §2, side panels), with what it shows. */
export type ReportPanel =
  | { kind: 'request'; request: ReportRequest }
  | { kind: 'test'; result: ReportTestResult; request: ReportRequest }
  | { kind: 'action'; action: ReportAction; title: string };

const ReportPanelContext = createContext<(panel: ReportPanel | null) => void>(() => undefined);

/** Opens a side panel of the report page (or closes it with null). */
export function useOpenReportPanel() {
  return useContext(ReportPanelContext);
}

/** What a request is, in a few words: its event and its vendor. */
export function requestTitle(request: ReportRequest): { event: string; vendor: string } {
  const original = request.originalRequest;
  return {
    event: original.eventName || 'Unnamed event',
    vendor: original.requestCategory ? vendorDisplayName(original.requestCategory) : 'Unknown vendor',
  };
}

/** The test's verdict as a badge: Passed, Failed or Skipped. */
export function TestVerdict({ result }: { result: ReportTestResult }) {
  if (result.skipped) return <ReportBadge tone="neutral">Skipped</ReportBadge>;
  return result.passed ? (
    <ReportBadge tone="good">Passed</ReportBadge>
  ) : (
    <ReportBadge tone="error">Failed</ReportBadge>
  );
}

export const testName = (result: ReportTestResult) => result.testName || result.testID || 'Unnamed test';

/** A button that opens one of the report's side panels. */
export function PanelButton({ panel, children }: { panel: ReportPanel; children: ReactNode }) {
  const open = useOpenReportPanel();
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => open(panel)}>
      {children}
    </button>
  );
}

export interface ReportPanelContent {
  /** A request's validation: its findings, custom tests and decoded parameters. */
  request(request: ReportRequest): ReactNode;
  /** An action's validation: its findings, status, screenshot and requests. */
  action(action: ReportAction, title: string): ReactNode;
}

function titleOf(panel: ReportPanel): { title: string; description: string } {
  if (panel.kind === 'action') return { title: 'Action Validation', description: panel.title };
  const { event, vendor } = requestTitle(panel.request);
  if (panel.kind === 'request') return { title: 'Request Validation', description: `${event} · ${vendor}` };
  return { title: 'Test Results', description: `${testName(panel.result)} on ${event} · ${vendor}` };
}

function TestResultsContent({ result }: { result: ReportTestResult }) {
  const conditions = result.conditions ?? [];
  const failed = conditions.filter((condition) => !condition.passed).length;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <TestVerdict result={result} />
        <span className="font-semibold">{testName(result)}</span>
        {result.skipped ? null : (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {countLabel(conditions.length, 'condition')}, {failed} failed
          </span>
        )}
      </p>
      {result.skipped ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Its trigger did not fire on this request.
        </p>
      ) : (
        <ConditionTable conditions={conditions} />
      )}
    </div>
  );
}

/**
 * The report page's side panels (Request Validation, Test Results, Action Validation) around
 * `children`, which open them with useOpenReportPanel. `content` renders a request's and an action's
 * validation, as the cards do.
 */
export function ReportPanels({ content, children }: { content: ReportPanelContent; children: ReactNode }) {
  const [panel, setPanel] = useState<ReportPanel | null>(null);
  // The last panel stays rendered while it slides out.
  const shown = useRef<ReportPanel | null>(null);
  if (panel) shown.current = panel;
  const current = shown.current;
  const heading = current ? titleOf(current) : { title: '', description: '' };
  return (
    <ReportPanelContext.Provider value={setPanel}>
      {children}
      <SidePanel
        open={panel !== null}
        onOpenChange={(open) => !open && setPanel(null)}
        title={heading.title}
        description={heading.description}
      >
        {current?.kind === 'request' ? (
          content.request(current.request)
        ) : current?.kind === 'test' ? (
          <TestResultsContent result={current.result} />
        ) : current?.kind === 'action' ? (
          content.action(current.action, current.title)
        ) : null}
      </SidePanel>
    </ReportPanelContext.Provider>
  );
}
