import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { useAuth } from '../../../lib/auth/auth-store';
import { notify } from '../../../lib/notify';
import { journeysApi, type JourneysApi } from '../api/journeys-api';
import {
  EMPTY_SETTINGS,
  settingsData,
  settingsProblem,
  type JourneySettings,
} from '../model/journey-settings';
import { JourneySettingsFields } from './journey-settings-fields';
import { WebhookSecretDialog } from './webhook-secret-dialog';

export interface SaveJourneyButtonProps {
  /** The builder's automation request, or why it cannot be built yet. */
  getRequest(): { request: unknown } | { problem: string };
  api?: JourneysApi;
}

/** "Save as journey" in the builder: the request with a name, a schedule and alerts. */
export function SaveJourneyButton({ getRequest, api = journeysApi() }: SaveJourneyButtonProps) {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<JourneySettings>(EMPTY_SETTINGS);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ id: string; secret: string } | null>(null);

  const start = () => {
    if (!user) return notify({ type: 'error', message: 'Sign in to save journeys.' });
    if (!user.emailVerification)
      return notify({ type: 'error', message: 'Verify your e-mail to save journeys.' });
    const built = getRequest();
    if ('problem' in built) return notify({ type: 'error', message: built.problem });
    setProblem(null);
    setOpen(true);
  };
  const save = async () => {
    const built = getRequest();
    const found = 'problem' in built ? built.problem : settingsProblem(settings);
    if (found !== null || 'problem' in built) return setProblem(found);
    setBusy(true);
    try {
      const journey = await api.create({ ...settingsData(settings), request: built.request });
      setOpen(false);
      notify({ type: 'success', message: `Journey ${journey.name} saved` });
      if (settings.webhookUrl.trim() !== '')
        setSaved({ id: journey.$id, secret: await api.createWebhookSecret(journey.$id) });
      else void navigate(`/journeys/${encodeURIComponent(journey.$id)}`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The journey could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={start}>
        Save as journey
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Save as journey"
        description="Run it on a schedule, compare each run with a baseline and get an alert when tracking regresses."
        actionLabel="Save journey"
        onAction={() => void save()}
        busy={busy}
      >
        <JourneySettingsFields value={settings} onChange={setSettings} problem={problem} />
      </Modal>
      <WebhookSecretDialog
        secret={saved?.secret ?? null}
        onClose={() => {
          const id = saved?.id;
          setSaved(null);
          if (id) void navigate(`/journeys/${encodeURIComponent(id)}`);
        }}
      />
    </>
  );
}
