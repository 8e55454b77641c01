import { useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { readDraft } from '../model/vendor-document';

export interface VendorEditorProps {
  /** The definition being edited (a template for a new vendor); null: closed. */
  initial: { title: string; definition: Record<string, unknown> } | null;
  onClose(): void;
  /** Saves the data; rejects with the server's reason, shown in the editor. */
  onSave(data: Record<string, unknown>): Promise<void>;
}

/**
 * The JSON editor of one custom vendor definition. What is wrong is shown in the editor: text that is
 * not a JSON object at once, a malformed definition (or a built-in code) as the server explains it.
 */
export function VendorEditor({ initial, onClose, onSave }: VendorEditorProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (initial) {
      setText(JSON.stringify(initial.definition, null, 2));
      setError(null);
    }
  }, [initial]);

  const save = async () => {
    const draft = readDraft(text);
    if ('error' in draft) {
      setError(draft.error);
      return;
    }
    setBusy(true);
    try {
      await onSave(draft.data);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={initial !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={initial?.title ?? ''}
      description="code, name, kind, match {hosts, paths}, event, account and params {<wire name>: {label, group}}. Hosts may start with *., paths are prefixes or ^…$ patterns."
      actionLabel="Save"
      onAction={() => void save()}
      busy={busy}
    >
      <label className="flex flex-col gap-2 text-sm font-medium">
        Vendor definition (JSON)
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          rows={16}
          className="rounded-lg border border-slate-300 bg-white p-3 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
      </label>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
