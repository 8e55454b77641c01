import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { LazyAuthModal } from '../../../../components/auth/lazy-auth-modal';
import { VerificationPollingModal } from '../../../../components/auth/verification-polling-modal';
import { buttonClass } from '../../../../components/ui/button-styles';
import { Modal } from '../../../../components/ui/modal';
import { PANEL_ANIMATION_MS, SidePanel } from '../../../../components/ui/side-panel';
import { CLOSE_AFTER_SAVE_MS, ENTITY_TEXTS } from '../../api/entity-messages';
import { actionLabel, confirmTitle, modeNoun } from '../../model/creation-mode';
import { associationItems, entityKind, type EntityDocument } from '../../model/entity-types';
import { formAlert } from '../../model/form-alerts';
import { vendorName } from '../../model/vendors';
import { useEntitiesContext } from '../../hooks/entities-context';
import { useSaveFlow } from '../../hooks/use-save-flow';
import { editingSession, useEditingSession, type EditingSessionState } from '../../stores/editing-session';
import { EntityForm } from './entity-form';
import { ReviewSummaryModal } from './review-summary';

type Step = 'form' | 'review' | 'confirm';

/** The panel's title: what it does. */
export function panelTitle(session: EditingSessionState): string {
  if (session.itemToEdit) {
    const kind = entityKind(session.itemToEdit) === 'test' ? 'Test' : 'Trigger';
    return session.isViewOnly ? `${kind} Details` : `Edit ${kind}`;
  }
  // A report's action (a user interaction) makes a Trigger by default: the title follows the mode.
  if (session.isFromUserInteraction) return `${actionLabel(session.mode, false)} from Action`;
  if (session.isEntityFromRequest) return 'Create Test from Request';
  return actionLabel(session.mode, false);
}

/** Closes the panel, then forgets the draft once the panel has slid out. */
export function closeForm(): void {
  editingSession.getState().setActive(false);
  setTimeout(() => {
    if (!editingSession.getState().isCreatingTest) editingSession.getState().clear();
  }, PANEL_ANIMATION_MS);
}

/**
 * The 85% side panel holding the form: the alert of §5, the review summary, the confirm step with the
 * exact labels and titles, then the save with its login and verification gates.
 */
export function EntityFormPanel() {
  const context = useEntitiesContext();
  const session = useEditingSession((state) => state);
  const [step, setStep] = useState<Step>('form');
  // After a first submit, the first failing rule is shown and follows the user's corrections.
  const [checking, setChecking] = useState(false);
  const alert = checking ? formAlert(session) : null;
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The panel closes a moment after a save, unless it is gone by then (its timer must not close
  // the next panel opened).
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const flow = useSaveFlow(() => {
    context.afterChange();
    closeTimer.current = setTimeout(closeForm, CLOSE_AFTER_SAVE_MS);
  });

  // A new form (or a form closed) starts at the form step without an alert.
  useEffect(() => {
    setStep('form');
    setChecking(false);
  }, [session.sessionId]);

  const readOnly = session.isViewOnly;
  const label = actionLabel(session.mode, session.isEdit);
  const counterparts =
    session.mode === 'TRIGGER_ONLY' && !session.itemToEdit ? context.tests : context.triggers;
  const associationNames = associationItems(
    {
      $id: '',
      name: '',
      ...(counterparts === context.tests
        ? { $collectionId: 'triggers', tests: session.associations }
        : { $collectionId: 'tests', triggers: session.associations }),
    } as EntityDocument,
    counterparts,
  ).map((item) => item.name);

  const submit = () => {
    const found = formAlert(session);
    setChecking(true);
    if (found) requestAnimationFrame(() => alertRef.current?.focus());
    else setStep('review');
  };
  const confirm = () => {
    setStep('form');
    void flow.save();
  };
  const request = session.isEntityFromRequest
    ? `${vendorName(session.selectedCategory)} · ${session.eventName}`
    : undefined;

  return (
    <>
      <SidePanel
        open={session.isCreatingTest}
        onOpenChange={(open) => (open ? undefined : closeForm())}
        title={panelTitle(session)}
        {...(request ? { description: request } : {})}
        hasUnsavedChanges={session.hasUnsavedChanges}
        actions={
          readOnly ? (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => editingSession.getState().startEditing()}
            >
              Edit
            </button>
          ) : null
        }
      >
        <form
          noValidate
          aria-label={panelTitle(session)}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex min-h-full flex-col gap-5"
        >
          <EntityForm readOnly={readOnly} />
          {readOnly ? null : (
            <div className="sticky bottom-0 -mx-5 mt-auto flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 dark:border-slate-700 dark:bg-slate-900">
              {alert ? (
                <p
                  ref={alertRef}
                  tabIndex={-1}
                  role="alert"
                  className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 outline-none dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                >
                  {alert}
                </p>
              ) : null}
              <div className="flex justify-end gap-3">
                {/* Closes like Escape: asks first when there are unsaved changes. */}
                <Dialog.Close asChild>
                  <button type="button" className={buttonClass('secondary')}>
                    Cancel
                  </button>
                </Dialog.Close>
                <button type="submit" className={buttonClass('primary')} disabled={flow.saving}>
                  {label}
                </button>
              </div>
            </div>
          )}
        </form>
      </SidePanel>
      <ReviewSummaryModal
        open={step === 'review'}
        onOpenChange={(open) => (open ? undefined : setStep('form'))}
        onContinue={() => setStep('confirm')}
        session={session}
        associationNames={associationNames}
      />
      <Modal
        open={step === 'confirm'}
        onOpenChange={(open) => (open ? undefined : setStep('form'))}
        title={confirmTitle(session.mode, session.isEdit)}
        description={`Are you sure you want to ${session.isEdit ? 'update' : 'create'} this ${modeNoun(session.mode)}?`}
        actionLabel={label}
        onAction={confirm}
      />
      <LazyAuthModal
        open={flow.authOpen}
        onOpenChange={flow.setAuthOpen}
        description={ENTITY_TEXTS.authRequired}
        onSuccess={() => void flow.save()}
      />
      <VerificationPollingModal
        open={flow.verifyOpen}
        onOpenChange={flow.setVerifyOpen}
        description={ENTITY_TEXTS.verificationRequired}
        onVerified={() => void flow.save()}
      />
    </>
  );
}
