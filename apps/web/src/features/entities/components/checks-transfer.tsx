import { useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { applyImport, downloadChecksFile } from '../api/checks-transfer';
import { useEntitiesContext } from '../hooks/entities-context';
import {
  describePlan,
  MAX_CHECKS_FILE_BYTES,
  planImport,
  readChecksFile,
  type ImportPlan,
} from '../model/checks-file';

/**
 * "Export checks" (the user's tests and triggers as a checks file for `tagproof validate --checks` and
 * `tagproof run --checks`) and "Import checks" (a checks file, previewed before anything is written;
 * ids the user already has are left unchanged).
 */
export function ChecksTransfer({ disabled }: { disabled: boolean }) {
  const { api, tests, triggers, afterChange } = useEntitiesContext();
  const input = useRef<HTMLInputElement>(null);
  const [plan, setPlan] = useState<{ fileName: string; plan: ImportPlan } | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  const exportChecks = async () => {
    try {
      await downloadChecksFile();
    } catch (error) {
      notify({ type: 'error', title: 'Export failed', message: (error as Error).message });
    }
  };

  const readFile = async (file: File) => {
    if (file.size > MAX_CHECKS_FILE_BYTES) {
      notify({
        type: 'error',
        message: `${file.name} is larger than ${MAX_CHECKS_FILE_BYTES / 1024 / 1024} MB.`,
      });
      return;
    }
    const read = readChecksFile(await file.text());
    if ('error' in read) notify({ type: 'error', title: `Cannot import ${file.name}`, message: read.error });
    else setPlan({ fileName: file.name, plan: planImport(read.file, { tests, triggers }) });
  };

  const runImport = async (planned: ImportPlan) => {
    setProgress('Importing…');
    const outcome = await applyImport(api, planned, {
      onProgress: (done, total) => setProgress(`Importing… ${done} of ${total}`),
    });
    setProgress(null);
    setPlan(null);
    afterChange();
    const summary = `${outcome.created} added${outcome.alreadyThere > 0 ? `, ${outcome.alreadyThere} already there` : ''}.`;
    if (outcome.error)
      notify({ type: 'error', title: 'Import stopped', message: `${summary} ${outcome.error}` });
    else notify({ type: 'success', title: 'Checks imported', message: summary });
  };

  const nothingToAdd = plan !== null && plan.plan.tests.length + plan.plan.triggers.length === 0;
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={disabled}
        onClick={() => void exportChecks()}
      >
        Export checks
      </button>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        Import checks
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="hidden"
        aria-label="Checks file to import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void readFile(file);
        }}
      />
      <Modal
        open={plan !== null}
        onOpenChange={(open) => (open ? undefined : setPlan(null))}
        title={`Import ${plan?.fileName ?? 'checks'}`}
        description={plan ? describePlan(plan.plan) : ''}
        {...(nothingToAdd
          ? {}
          : { actionLabel: progress ?? 'Import', onAction: () => plan && void runImport(plan.plan) })}
        busy={progress !== null}
      >
        {plan ? <PlanList plan={plan.plan} /> : null}
      </Modal>
    </>
  );
}

function PlanList({ plan }: { plan: ImportPlan }) {
  const rows = [
    ...plan.tests.map((item) => ({ key: `t:${item.id ?? item.name}`, label: 'Test', item, skipped: false })),
    ...plan.triggers.map((item) => ({
      key: `g:${item.id ?? item.name}`,
      label: 'Trigger',
      item,
      skipped: false,
    })),
    ...plan.skipped.map((entry) => ({
      key: `s:${entry.kind}:${entry.id}`,
      label: entry.kind === 'test' ? 'Test' : 'Trigger',
      item: { id: entry.id, name: entry.name },
      skipped: true,
    })),
  ];
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700" aria-label="Import preview">
      {rows.map(({ key, label, item, skipped }) => (
        <li key={key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="min-w-0 break-words">
            <span className="font-medium">{label}</span> {item.name}
            {item.id ? <span className="ml-1 text-slate-600 dark:text-slate-400">({item.id})</span> : null}
          </span>
          <span
            className={
              skipped ? 'text-slate-600 dark:text-slate-400' : 'text-emerald-700 dark:text-emerald-400'
            }
          >
            {skipped ? 'Already there: unchanged' : 'New'}
          </span>
        </li>
      ))}
    </ul>
  );
}
