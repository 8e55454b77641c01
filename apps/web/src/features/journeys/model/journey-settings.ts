import { JourneyAlertsSchema, parseSchedule, type JourneyDocument } from '@tagproof/contracts';

/** What the journey form edits. */
export interface JourneySettings {
  name: string;
  /** '' runs on demand only. */
  schedule: string;
  email: boolean;
  webhookUrl: string;
}

export const EMPTY_SETTINGS: JourneySettings = { name: '', schedule: '', email: true, webhookUrl: '' };

/** The form's values of a stored journey. */
export function settingsOf(journey: JourneyDocument): JourneySettings {
  let alerts = { email: false, webhookUrl: null as string | null };
  try {
    const parsed = JourneyAlertsSchema.safeParse(JSON.parse(journey.alerts));
    if (parsed.success) alerts = parsed.data;
  } catch {
    // Stored by the server's schema; show no alerts rather than fail the page.
  }
  return {
    name: journey.name,
    schedule: journey.schedule ?? '',
    email: alerts.email,
    webhookUrl: alerts.webhookUrl ?? '',
  };
}

/** The first problem of the form, or null; the server checks the same again. */
export function settingsProblem(settings: JourneySettings): string | null {
  if (settings.name.trim() === '') return 'Give the journey a name.';
  if (settings.schedule.trim() !== '') {
    const parsed = parseSchedule(settings.schedule);
    if (!parsed.ok) return parsed.error;
  }
  if (settings.webhookUrl.trim() !== '' && !/^https?:\/\//i.test(settings.webhookUrl.trim()))
    return 'The webhook URL must start with http:// or https://.';
  return null;
}

/** The document data of the form's values. */
export function settingsData(settings: JourneySettings): Record<string, unknown> {
  return {
    name: settings.name.trim(),
    schedule: settings.schedule.trim() === '' ? null : settings.schedule.trim(),
    alerts: {
      email: settings.email,
      webhookUrl: settings.webhookUrl.trim() === '' ? null : settings.webhookUrl.trim(),
    },
  };
}
