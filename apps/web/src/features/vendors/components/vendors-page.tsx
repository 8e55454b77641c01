import { useCallback, useEffect, useMemo, useState } from 'react';
import { LazyAuthModal } from '../../../components/auth/lazy-auth-modal';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { useAuth } from '../../../lib/auth/auth-store';
import { notify } from '../../../lib/notify';
import { vendorsApi, type VendorsApi } from '../api/vendors-api';
import { definitionOf, VENDOR_TEMPLATE, type VendorDocument } from '../model/vendor-document';
import { VendorEditor, type VendorEditorProps } from './vendor-editor';
import { VendorTable } from './vendor-table';

export interface VendorsPageProps {
  /** The documents API (tests pass a fake). */
  api?: VendorsApi;
  /** The vendors changed: the validator re-runs with them. */
  onChanged?(): void;
}

type Editing = { id: string | null; initial: NonNullable<VendorEditorProps['initial']> } | null;

/**
 * `/vendors`: the signed-in user's custom vendors (the `vendors` collection), listed, created,
 * edited as JSON and deleted. They apply to every validation and journey of the user.
 */
export function VendorsPage({ api: givenApi, onChanged }: VendorsPageProps) {
  const api = useMemo(() => givenApi ?? vendorsApi(), [givenApi]);
  const user = useAuth((state) => state.user);
  const initialised = useAuth((state) => state.initialised);
  const userId = user?.$id ?? null;
  const [vendors, setVendors] = useState<VendorDocument[]>([]);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VendorDocument | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  const load = useCallback(async () => {
    if (userId === null) return setVendors([]);
    try {
      setVendors(await api.list());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api, userId]);
  useEffect(() => void load(), [load]);

  const changed = async () => {
    await load();
    onChanged?.();
  };
  const save = async (data: Record<string, unknown>) => {
    if (editing?.id) await api.update(editing.id, data);
    else await api.create(data);
    setEditing(null);
    notify({ type: 'success', message: `Vendor ${String(data.code ?? '')} saved` });
    await changed();
  };
  const remove = async (vendor: VendorDocument) => {
    setDeleting(null);
    try {
      await api.remove(vendor.$id);
      notify({ type: 'success', message: `Vendor ${vendor.code} deleted` });
    } catch (error) {
      notify({
        type: 'error',
        message: error instanceof Error ? error.message : 'The vendor could not be deleted',
      });
    }
    await changed();
  };
  const canWrite = user?.emailVerification === true;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Your vendors</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">
            Vendors Tagproof does not know (a CNAME&apos;d tag, an in-house collector), defined as data. They
            are recognised after the built-in vendors, in every validation and journey of yours.
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!canWrite}
          onClick={() =>
            setEditing({ id: null, initial: { title: 'New vendor', definition: VENDOR_TEMPLATE } })
          }
        >
          New vendor
        </button>
      </header>
      {initialised && !user ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
          <p>Sign in to define your own vendors.</p>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setSigningIn(true)}>
            Sign in
          </button>
        </div>
      ) : null}
      {user && !canWrite ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Verify your email address to create and change vendors.
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          Your vendors could not be loaded.
        </p>
      ) : null}
      {user ? (
        <VendorTable
          vendors={vendors}
          canWrite={canWrite}
          onEdit={(vendor) =>
            setEditing({
              id: vendor.$id,
              initial: { title: `Edit ${vendor.code}`, definition: definitionOf(vendor) },
            })
          }
          onDelete={setDeleting}
        />
      ) : null}
      <VendorEditor initial={editing?.initial ?? null} onClose={() => setEditing(null)} onSave={save} />
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete vendor ${deleting?.code ?? ''}?`}
        description="Its requests will show as unrecognised again."
        actionLabel="Delete"
        actionVariant="danger"
        alert
        onAction={() => (deleting ? void remove(deleting) : undefined)}
      />
      <LazyAuthModal
        open={signingIn}
        onOpenChange={setSigningIn}
        description="Please log in to define vendors."
      />
    </div>
  );
}
