import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { LazyAuthModal } from '../../../components/auth/lazy-auth-modal';
import { VerificationPollingModal } from '../../../components/auth/verification-polling-modal';
import { buttonClass } from '../../../components/ui/button-styles';
import { useAuth } from '../../../lib/auth/auth-store';
import { notify } from '../../../lib/notify';
import { entitiesApi } from '../api/entities-api';
import { ENTITY_TEXTS } from '../api/entity-messages';
import { EntitiesContext, type EntitiesContextValue } from '../hooks/entities-context';
import { runDelete, runRemoveAssociations, type EntityActionDeps } from '../hooks/entity-actions';
import { useCreateFromRequest } from '../hooks/use-create-from-request';
import { refetchEntityLists, useEntityList } from '../hooks/use-entity-lists';
import { useRealtimeRefresh } from '../hooks/use-realtime-refresh';
import type { EntityDocument } from '../model/entity-types';
import { editingSession } from '../stores/editing-session';
import { AccountNotices } from './account-notices';
import { ChecksTransfer } from './checks-transfer';
import { ConfirmDialogs, type PendingAction } from './confirm-dialogs';
import type { EntitiesPageProps } from './entities-page';
import { EntityTable } from './entity-table';
import { EntityFormPanel } from './form/entity-form-panel';

const EMPTY: readonly EntityDocument[] = [];

/** The page's content: heading, account notices, the two tables, the form and the confirmations. */
export function EntitiesView({ findRequest, onChecksChanged, api: givenApi, subscribe }: EntitiesPageProps) {
  const api = useMemo(() => givenApi ?? entitiesApi(), [givenApi]);
  const user = useAuth((state) => state.user);
  const initialised = useAuth((state) => state.initialised);
  const userId = user?.$id ?? null;
  const client = useQueryClient();
  const tests = useEntityList(api, 'test', userId);
  const triggers = useEntityList(api, 'trigger', userId);
  useRealtimeRefresh(api, userId, {
    ...(subscribe ? { subscribe } : {}),
    ...(onChecksChanged ? { onChanged: onChecksChanged } : {}),
  });
  useCreateFromRequest(findRequest);
  const [pending, setPending] = useState<PendingAction>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const testList = tests.data ?? EMPTY;
  const triggerList = triggers.data ?? EMPTY;
  const afterChange = useCallback(() => {
    void refetchEntityLists(client);
    onChecksChanged?.();
  }, [client, onChecksChanged]);
  const context = useMemo<EntitiesContextValue>(() => {
    const actionDeps: EntityActionDeps = {
      api,
      notify,
      lists: () => ({ tests: testList, triggers: triggerList }),
      afterChange,
    };
    return { api, tests: testList, triggers: triggerList, actionDeps, afterChange };
  }, [api, testList, triggerList, afterChange]);

  const loading = !initialised || (userId !== null && (tests.isPending || triggers.isPending));
  const failed = tests.isError || triggers.isError;
  const openCounterpart = (list: readonly EntityDocument[]) => (id: string) => {
    const item = list.find((candidate) => candidate.$id === id);
    if (item) editingSession.getState().init({ kind: 'view', item });
  };
  const tableProps = {
    loading,
    onEdit: (item: EntityDocument) => editingSession.getState().init({ kind: 'edit', item }),
    onDelete: (item: EntityDocument) => setPending({ kind: 'delete', item }),
    onRemoveAssociations: (item: EntityDocument) => setPending({ kind: 'removeAssociations', item }),
  };

  return (
    <EntitiesContext.Provider value={context}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Tests and Triggers</h1>
            <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">
              A trigger picks the requests to check; its tests check their metrics. They run on every
              validation of your captured requests.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => editingSession.getState().init({ kind: 'create', mode: 'TEST_ONLY' })}
            >
              Create Test
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => editingSession.getState().init({ kind: 'create', mode: 'TRIGGER_ONLY' })}
            >
              Create Trigger
            </button>
            <ChecksTransfer disabled={!user?.emailVerification} />
          </div>
        </header>
        <AccountNotices
          signedOut={initialised && !user}
          unverified={user !== null && !user.emailVerification}
          onSignIn={() => setSigningIn(true)}
          onVerify={() => setVerifying(true)}
        />
        {failed ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p>Your tests and triggers could not be loaded.</p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void refetchEntityLists(client)}
            >
              Try again
            </button>
          </div>
        ) : null}
        <EntityTable
          kind="test"
          items={testList}
          counterparts={triggerList}
          onOpenCounterpart={openCounterpart(triggerList)}
          {...tableProps}
        />
        <EntityTable
          kind="trigger"
          items={triggerList}
          counterparts={testList}
          onOpenCounterpart={openCounterpart(testList)}
          {...tableProps}
        />
      </div>
      <EntityFormPanel />
      <ConfirmDialogs
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={(action) => {
          setPending(null);
          if (action.kind === 'delete') void runDelete(context.actionDeps, action.item);
          else void runRemoveAssociations(context.actionDeps, action.item);
        }}
      />
      <LazyAuthModal open={signingIn} onOpenChange={setSigningIn} description={ENTITY_TEXTS.authRequired} />
      <VerificationPollingModal
        open={verifying}
        onOpenChange={setVerifying}
        description={ENTITY_TEXTS.verificationRequired}
      />
    </EntitiesContext.Provider>
  );
}
