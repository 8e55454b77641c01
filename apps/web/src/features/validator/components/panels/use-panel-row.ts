import { useResultRows } from '../../hooks/use-result-rows';
import type { RequestRow } from '../../stores/request-rows';
import { useValidator } from '../../stores/validator-instance';

/** The row the open request panel is about, or null. */
export function usePanelRow(kind: 'customChecks' | 'requestDetails'): RequestRow | null {
  const panel = useValidator((state) => state.panel);
  const { rows } = useResultRows();
  if (!panel || panel.kind !== kind) return null;
  return rows.find((row) => row.id === panel.requestId) ?? null;
}
