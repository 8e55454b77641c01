import type { JourneyDocument } from '@tagproof/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { journeysApi, type JourneysApi } from '../api/journeys-api';

/** `/journeys`: the signed-in user's saved journeys, each with its schedule and next run. */
export function JourneysListPage({ api: givenApi }: { api?: JourneysApi }) {
  const api = useMemo(() => givenApi ?? journeysApi(), [givenApi]);
  const userId = useAuth((state) => state.user?.$id ?? null);
  const [journeys, setJourneys] = useState<JourneyDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (userId === null) return;
    api.list().then(setJourneys, () => setFailed(true));
  }, [api, userId]);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Your journeys</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">
          Saved journeys run on their schedule; each run is compared with the baseline run, and a regression
          sends an alert. Save one from the{' '}
          <Link className="underline" to="/automation-builder">
            Automation Builder
          </Link>
          ; every automation run, saved or not, is on the{' '}
          <Link className="underline" to="/runs">
            Runs
          </Link>{' '}
          page.
        </p>
      </header>
      {userId === null && <p className="text-sm">Sign in to see your journeys.</p>}
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Your journeys could not be loaded.
        </p>
      )}
      {journeys?.length === 0 && <p className="text-sm">No journey saved yet.</p>}
      {journeys && journeys.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {journeys.map((journey) => (
            <li
              key={journey.$id}
              className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <Link
                className="font-medium text-indigo-800 underline dark:text-indigo-300"
                to={`/journeys/${encodeURIComponent(journey.$id)}`}
              >
                {journey.name}
              </Link>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {journey.schedule
                  ? `${journey.schedule} · next ${journey.nextRunAt ? new Date(journey.nextRunAt).toLocaleString() : '—'}`
                  : 'on demand'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
