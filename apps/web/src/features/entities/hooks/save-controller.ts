import type { AuthState, AuthUser } from '../../../lib/auth/auth-store';
import { withOperation } from '../../../lib/loading/operations';
import type { Notification } from '../../../lib/notify';
import type { EntitiesApi } from '../api/entities-api';
import {
  CREATED_PAIR_TOAST_MS,
  createdPairText,
  createdText,
  ENTITY_TEXTS,
  ERROR_TOAST_MS,
  saveFailedText,
  updatedText,
} from '../api/entity-messages';
import { saveEntities, type SaveInput } from '../api/save-flows';
import { createsTest, createsTrigger, modeNoun } from '../model/creation-mode';
import { entityKind, type EntityDocument } from '../model/entity-types';
import { metricsFor } from '../model/metrics';
import { vendorName } from '../model/vendors';
import type { EditingSessionStore } from '../stores/editing-session';

export type SaveOutcome = 'needs-login' | 'needs-verification' | 'saved' | 'failed';

export interface SaveControllerDeps {
  api: EntitiesApi;
  auth: { getState(): Pick<AuthState, 'user' | 'setUser'> };
  session: { getState(): EditingSessionStore };
  /** Reads the signed-in user again from the server. */
  refreshUser(): Promise<AuthUser>;
  notify(notification: Notification): void;
  /** The lists as loaded. */
  lists(): { tests: readonly EntityDocument[]; triggers: readonly EntityDocument[] };
  /** After a successful save: close the form (after 100 ms), refresh the lists, re-run the checks. */
  afterSave(): void;
}

/** The form's state as a save input. */
export function saveInputOf(
  session: EditingSessionStore,
  lists: { tests: readonly EntityDocument[]; triggers: readonly EntityDocument[] },
): SaveInput {
  return {
    mode: session.mode,
    isEdit: session.isEdit,
    itemToEdit: session.itemToEdit,
    vendor: session.selectedCategory,
    testName: session.testName,
    triggerName: session.triggerName,
    testDescription: session.testDescription,
    triggerDescription: session.triggerDescription,
    logicalOperator: session.logicalOperator,
    metrics: session.metrics,
    isEntityFromRequest: session.isEntityFromRequest,
    associations: session.associations,
    tests: lists.tests,
    triggers: lists.triggers,
  };
}

/** Whether the user may save now: signed in, and verified (asking the server again when unverified). */
async function checkUser(deps: SaveControllerDeps): Promise<SaveOutcome | null> {
  const user = deps.auth.getState().user;
  if (!user) return 'needs-login';
  if (user.emailVerification) return null;
  let fresh: AuthUser = user;
  try {
    fresh = await deps.refreshUser();
    if (fresh.emailVerification !== user.emailVerification) deps.auth.getState().setUser(fresh);
  } catch (error) {
    console.warn('[tagproof] the account could not be refreshed', error);
  }
  return fresh.emailVerification ? null : 'needs-verification';
}

/**
 * The save of specification §4: not signed in → the login modal; unverified (after refreshing the
 * user from the server) → the verification modal; otherwise the entities are saved behind the
 * blocking overlay, a toast tells the result, and on success the draft is reset and `afterSave` runs.
 */
export async function submitSave(deps: SaveControllerDeps): Promise<SaveOutcome> {
  const blocked = await checkUser(deps);
  if (blocked) return blocked;
  const session = deps.session.getState();
  const input = saveInputOf(session, deps.lists());
  const verb = input.isEdit ? 'Updating' : 'Creating';
  const result = await withOperation(
    {
      message: `${verb} ${modeNoun(input.mode)}...`,
      isModal: true,
      entityType: modeNoun(input.mode),
      operationType: input.isEdit ? 'update' : 'create',
    },
    () => saveEntities(deps.api, input),
  );
  if (!result.success) {
    deps.notify({
      type: 'error',
      title: saveFailedText(input.mode, input.isEdit),
      message: result.error,
      duration: ERROR_TOAST_MS,
    });
    return 'failed';
  }
  deps.notify(successNotification(input, result.test?.name, result.trigger?.name));
  session.resetUnsaved();
  deps.afterSave();
  return 'saved';
}

function successNotification(input: SaveInput, testName?: string, triggerName?: string): Notification {
  const details = {
    vendor: vendorName(input.vendor),
    associationsCount: input.associations.length,
  };
  if (input.isEdit && input.itemToEdit) {
    const kind = entityKind(input.itemToEdit);
    const name = (kind === 'test' ? testName : triggerName) ?? input.itemToEdit.name;
    return {
      type: 'success',
      title: kind === 'test' ? 'Test Updated' : 'Trigger Updated',
      message: updatedText(kind, name),
      details: {
        ...details,
        entityType: kind === 'test' ? 'Test' : 'Trigger',
        metricsCount: input.metrics.length,
      },
    };
  }
  if (createsTest(input.mode) && createsTrigger(input.mode)) {
    return {
      type: 'success',
      title: ENTITY_TEXTS.entitiesCreatedTitle,
      message: createdPairText(testName ?? input.testName, triggerName ?? input.triggerName),
      duration: CREATED_PAIR_TOAST_MS,
      details: {
        ...details,
        entityType: 'Test and Trigger',
        metricsCount: metricsFor(input.metrics, 'test', input.isEntityFromRequest).length,
        // The new test is linked to the new trigger besides the associations chosen.
        associationsCount: input.associations.length + 1,
      },
    };
  }
  const kind = input.mode === 'TRIGGER_ONLY' ? 'trigger' : 'test';
  return {
    type: 'success',
    title: kind === 'test' ? 'Test Created' : 'Trigger Created',
    message: createdText(kind, (kind === 'test' ? testName : triggerName) ?? ''),
    details: {
      ...details,
      entityType: kind === 'test' ? 'Test' : 'Trigger',
      metricsCount: metricsFor(input.metrics, kind, input.isEntityFromRequest).length,
    },
  };
}
