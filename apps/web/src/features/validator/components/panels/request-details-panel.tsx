import { useRef, type ReactNode } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { SidePanel } from '../../../../components/ui/side-panel';
import { formatLocalTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import type { RequestRow } from '../../stores/request-rows';
import { validatorActions } from '../../stores/validator-instance';
import { usePanelRow } from './use-panel-row';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-slate-100 py-2 sm:grid-cols-[12rem_1fr] dark:border-slate-800">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', message: 'Request URL copied' });
  } catch {
    notify({ type: 'error', message: 'The browser did not allow copying.' });
  }
}

/** Request Details: the raw request as captured (URL, method, body) and its decoded identity. */
export function RequestDetailsPanel() {
  const current = usePanelRow('requestDetails');
  const shown = useRef<RequestRow | null>(null);
  if (current) shown.current = current;
  const row = shown.current;
  const meta = row?.request.requestMetadata;
  return (
    <SidePanel
      open={current !== null}
      onOpenChange={(open) => !open && validatorActions().openPanel(null)}
      title="Request Details"
      description={row ? `${row.eventName} · ${row.vendorName}` : undefined}
    >
      {row && meta ? (
        <dl>
          <Field label="Request ID">
            <span className="font-mono">{meta.requestId}</span>
          </Field>
          <Field label="Platform">
            {row.vendorName}{' '}
            {meta.requestCategory ? (
              <span className="font-mono text-xs">({meta.requestCategory})</span>
            ) : null}
          </Field>
          <Field label="Event">{row.eventName}</Field>
          <Field label="Account">{meta.accountID ?? '—'}</Field>
          <Field label="Time">{formatLocalTime(row.timestamp)}</Field>
          <Field label="Page">{row.tabUrl ?? '—'}</Field>
          <Field label="Method">
            {meta.method}
            {meta.batched ? ' · batched' : ''}
          </Field>
          <Field label="URL">
            <span className="block font-mono text-xs break-all">{meta.requestUrl}</span>
            <button
              type="button"
              className={`${buttonClass('secondary', 'sm')} mt-2`}
              onClick={() => void copy(meta.requestUrl)}
            >
              Copy URL
            </button>
          </Field>
          {meta.redirectQueryParams !== null ? (
            <Field label="Redirect">
              The vendor answered with a redirect, which the browser followed as part of this hit
              {meta.redirectQueryParams.length > 0 ? ', with these parameters:' : '.'}
              {meta.redirectQueryParams.length > 0 ? (
                <span className="mt-1 block font-mono text-xs break-all">{meta.redirectQueryParams}</span>
              ) : null}
            </Field>
          ) : null}
          {meta.postData ? (
            <Field label="Body">
              <pre className="max-h-80 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-xs whitespace-pre-wrap dark:bg-slate-800">
                {meta.postData}
              </pre>
            </Field>
          ) : null}
        </dl>
      ) : null}
    </SidePanel>
  );
}
