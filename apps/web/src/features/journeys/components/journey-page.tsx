import type { JourneyDocument } from '@tagproof/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import {
  journeysApi,
  RUNS_LIST_LIMIT,
  type JourneyFailedRun,
  type JourneyRunDocument,
  type JourneysApi,
} from '../api/journeys-api';
import { settingsData, settingsOf, settingsProblem, type JourneySettings } from '../model/journey-settings';
import { parseRunReport, runMetrics } from '../model/run-metrics';
import { runTimeline } from '../model/run-timeline';
import { RUN_POLL_MS, useQueuedRuns, type QueuedRun } from '../hooks/use-queued-runs';
import { JourneySettingsFields } from './journey-settings-fields';
import { RunDiff } from './run-diff';
import { RunsChart } from './runs-chart';
import { RunsList } from './runs-list';
import { WebhookSecretDialog } from './webhook-secret-dialog';

export interface JourneyPageProps {
  journeyId: string;
  api?: JourneysApi;
  /** How often a run queued here is checked until it ends (tests shorten it). */
  runPollMs?: number;
}

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * `/journeys/:id`: a saved journey's runs over time (errors, failed tests and hits; failed runs,
 * which saved no report, marked on the time axis and listed with their error), the diff of a run
 * (`?run=`, else the latest) against the baseline per action, and its settings.
 */
export function JourneyPage({ journeyId, api: givenApi, runPollMs = RUN_POLL_MS }: JourneyPageProps) {
  const api = useMemo(() => givenApi ?? journeysApi(), [givenApi]);
  const [journey, setJourney] = useState<JourneyDocument | null>(null);
  const [runs, setRuns] = useState<JourneyRunDocument[]>([]);
  const [failures, setFailures] = useState<JourneyFailedRun[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<JourneySettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [found, listed, failedRuns] = await Promise.all([
        api.get(journeyId),
        api.runs(journeyId),
        api.failedRuns(journeyId),
      ]);
      setJourney(found);
      setRuns(listed);
      setFailures(failedRuns);
      setFailed(null);
    } catch (error) {
      setFailed(message(error, 'This journey could not be loaded.'));
    }
  }, [api, journeyId]);
  useEffect(() => void load(), [load]);
  const readStatus = useCallback((run: QueuedRun) => api.runStatus(run.jobId, run.token), [api]);
  const queued = useQueuedRuns(readStatus, () => void load(), runPollMs);

  const reports = useMemo(
    () => new Map(runs.map((run) => [run.$id, parseRunReport(run.testSuiteResult)])),
    [runs],
  );
  const metrics = useMemo(
    () => [...runs].reverse().map((run) => runMetrics(run.$id, run.$createdAt, reports.get(run.$id))),
    [runs, reports],
  );
  const timeline = useMemo(() => runTimeline(metrics, failures, RUNS_LIST_LIMIT), [metrics, failures]);
  const selected = params.get('run') ?? runs[0]?.$id ?? null;
  const baselineId = journey?.baselineReportId ?? null;
  const select = (id: string) => setParams({ run: id }, { replace: true });

  const act = async (work: () => Promise<unknown>, done: string, fallback: string) => {
    try {
      await work();
      notify({ type: 'success', message: done });
      await load();
    } catch (error) {
      notify({ type: 'error', message: message(error, fallback) });
    }
  };
  const saveSettings = async () => {
    if (!editing) return;
    const found = settingsProblem(editing);
    if (found) return setProblem(found);
    try {
      await api.update(journeyId, settingsData(editing));
      const webhookNew = editing.webhookUrl.trim() !== '' && journey && settingsOf(journey).webhookUrl === '';
      setEditing(null);
      if (webhookNew) setSecret(await api.createWebhookSecret(journeyId));
      await load();
    } catch (error) {
      setProblem(message(error, 'The journey could not be saved.'));
    }
  };

  if (failed)
    return (
      <p role="alert" className="mx-auto max-w-5xl text-sm text-red-700 dark:text-red-300">
        {failed}
      </p>
    );
  if (!journey) return <p className="mx-auto max-w-5xl text-sm">Loading the journey…</p>;
  const settings = settingsOf(journey);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {/* The actions sit under the title, on the left: the toasts show top right, over the page. */}
      <header className="flex flex-col gap-3">
        <div className="min-w-0">
          <p className="text-sm">
            <Link className="underline" to="/journeys">
              Journeys
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{journey.name}</h1>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {journey.schedule
              ? `Runs ${journey.schedule} (UTC), next ${journey.nextRunAt ? new Date(journey.nextRunAt).toLocaleString() : '—'}`
              : 'Runs on demand'}
            {' · alerts: '}
            {[settings.email && 'e-mail', settings.webhookUrl && 'webhook'].filter(Boolean).join(' and ') ||
              'none'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Journey actions">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() =>
              void act(
                async () => queued.watch(await api.runNow(journeyId)),
                'Run queued: it appears here once it ends',
                'The run could not be queued',
              )
            }
          >
            Run now
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              setProblem(null);
              setEditing(settings);
            }}
          >
            Edit
          </button>
          {settings.webhookUrl && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                void api
                  .createWebhookSecret(journeyId)
                  .then(setSecret, (error: unknown) =>
                    notify({ type: 'error', message: message(error, 'No secret') }),
                  )
              }
            >
              New webhook secret
            </button>
          )}
        </div>
      </header>

      <section className="flex flex-col gap-2" aria-labelledby="runs-heading">
        <h2 id="runs-heading" className="text-lg font-semibold">
          Runs
        </h2>
        <p role="status" className="text-sm text-slate-700 empty:hidden dark:text-slate-300">
          {queued.pending > 0 &&
            `${queued.pending === 1 ? 'A run is' : `${queued.pending} runs are`} under way: this list updates once it ends.`}
        </p>
        {timeline.length === 0 ? (
          <p className="text-sm">
            No run yet: run it now or wait for its schedule. The first run becomes the baseline.
          </p>
        ) : (
          <>
            <RunsChart runs={timeline} selected={selected} baselineId={baselineId} onSelect={select} />
            <RunsList
              runs={timeline}
              selected={selected}
              baselineId={baselineId}
              onSelect={select}
              onMarkBaseline={(reportId) =>
                void act(
                  () => api.update(journeyId, { baselineReportId: reportId }),
                  'Baseline changed',
                  'The baseline could not be changed',
                )
              }
            />
          </>
        )}
      </section>

      {selected && baselineId && selected !== baselineId && reports.has(selected) && (
        <section className="flex flex-col gap-2" aria-labelledby="diff-heading">
          <h2 id="diff-heading" className="text-lg font-semibold">
            This run against the baseline
          </h2>
          {reports.has(baselineId) ? (
            <RunDiff baseline={reports.get(baselineId)} current={reports.get(selected)} />
          ) : (
            <p className="text-sm">
              The baseline run is not among the latest runs: mark a newer run as the baseline.
            </p>
          )}
        </section>
      )}

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit journey"
        actionLabel="Save"
        onAction={() => void saveSettings()}
      >
        {editing && <JourneySettingsFields value={editing} onChange={setEditing} problem={problem} />}
      </Modal>
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
