import { useId } from 'react';
import type { JourneySettings } from '../model/journey-settings';

const INPUT =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export interface JourneySettingsFieldsProps {
  value: JourneySettings;
  onChange(value: JourneySettings): void;
  problem: string | null;
}

/** Name, schedule and alerts of a journey. */
export function JourneySettingsFields({ value, onChange, problem }: JourneySettingsFieldsProps) {
  const id = useId();
  const set = (patch: Partial<JourneySettings>) => onChange({ ...value, ...patch });
  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col gap-1" htmlFor={`${id}-name`}>
        <span className="font-medium">Name</span>
        <input
          id={`${id}-name`}
          className={INPUT}
          value={value.name}
          maxLength={256}
          onChange={(event) => set({ name: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-schedule`}>
        <span className="font-medium">Schedule (UTC)</span>
        <input
          id={`${id}-schedule`}
          className={INPUT}
          value={value.schedule}
          list={`${id}-schedules`}
          placeholder="empty: run on demand; hourly, daily, weekly or cron (*/30 * * * *)"
          onChange={(event) => set({ schedule: event.target.value })}
        />
        <datalist id={`${id}-schedules`}>
          <option value="hourly" />
          <option value="daily" />
          <option value="weekly" />
        </datalist>
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.email}
          onChange={(event) => set({ email: event.target.checked })}
        />
        E-mail me when a run regresses against the baseline or fails
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-webhook`}>
        <span className="font-medium">Webhook URL (optional)</span>
        <input
          id={`${id}-webhook`}
          className={INPUT}
          value={value.webhookUrl}
          type="url"
          placeholder="https://hooks.example.com/tagproof"
          onChange={(event) => set({ webhookUrl: event.target.value })}
        />
      </label>
      {problem && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
