import { useCallback, useRef, useState } from 'react';
import { authStore } from '../../../lib/auth/auth-store';
import { notify } from '../../../lib/notify';
import { editingSession } from '../stores/editing-session';
import { useEntitiesContext } from './entities-context';
import { submitSave, type SaveControllerDeps, type SaveOutcome } from './save-controller';

const refreshUser = async () => (await import('../../../lib/auth/auth-api')).fetchUser();

/**
 * The form's save with its two gates: the "Authentication Required" modal (the save resumes after
 * signing in) and the "Email Verification Required" modal (it resumes once the e-mail is verified).
 */
export function useSaveFlow(afterSave: () => void, overrides: Partial<SaveControllerDeps> = {}) {
  const context = useEntitiesContext();
  const [authOpen, setAuthOpen] = useState(false);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const latest = useRef({ context, afterSave, overrides });
  latest.current = { context, afterSave, overrides };

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const { context: current, afterSave: done, overrides: extra } = latest.current;
    setSaving(true);
    try {
      const outcome = await submitSave({
        api: current.api,
        auth: authStore,
        session: editingSession,
        refreshUser,
        notify,
        lists: () => ({ tests: latest.current.context.tests, triggers: latest.current.context.triggers }),
        afterSave: done,
        ...extra,
      });
      if (outcome === 'needs-login') setAuthOpen(true);
      if (outcome === 'needs-verification') setVerifyOpen(true);
      return outcome;
    } finally {
      setSaving(false);
    }
  }, []);

  return { save, saving, authOpen, setAuthOpen, verifyOpen, setVerifyOpen };
}
