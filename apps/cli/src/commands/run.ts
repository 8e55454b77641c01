import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RecordingRun } from '@tagproof/server';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { shouldFail, totalsOf } from '../report/fail-level.js';
import { renderJunit } from '../report/junit.js';
import { renderText } from '../report/text.js';
import {
  readChecks,
  readFailOn,
  readFormat,
  readJson,
  readText,
  parseCommandArgs,
} from './shared-options.js';
import { diffFails, diffReports, diffValidations, type SessionDiff } from '@tagproof/engine';
import { renderDiffText } from '../report/diff-text.js';
import { readRunBaseline } from './diff-side.js';
import { readVendorsOption } from './vendors-option.js';

export const RUN_USAGE =
  'tagproof run RECORDING.json [--url URL] [--checks CHECKS.json] [--vendors VENDORS.json] ' +
  '[--fail-on error|suggestion|never] [--fail-on-duplicates] ' +
  '[--json] [--format text|json|junit] [--screenshots DIR] [--step-timeout MS] [--allow-private-targets] ' +
  '[--baseline SAVED-RUN.json]';

/**
 * `tagproof run RECORDING.json`: replays a Chrome DevTools Recorder journey in headless Chromium,
 * validates every tracking request it sent (with `--checks`' tests and triggers, and `--vendors`'
 * custom vendors recorded and decoded after the built-in ones) and exits like
 * `tagproof validate`: 0 when nothing at or above `--fail-on` was found, 1 when something was or a
 * step failed, 2 on bad input (an unreadable recording, a refused target, no Chromium).
 * Loopback and private targets need `--allow-private-targets` (or AUTOMATION_ALLOW_PRIVATE_TARGETS=1).
 * `--baseline` compares the run with a saved one (a `tagproof run --json` output, action by action;
 * or any side `tagproof diff` reads, page by page): a regression also exits 1.
 */
export async function runCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args);
  const file = positionals[0];
  if (file === undefined) throw new CliError(`missing RECORDING.json. Usage: ${RUN_USAGE}`);
  if (positionals.length > 1)
    throw new CliError(`expected one recording, got ${positionals.length}. Usage: ${RUN_USAGE}`);
  const format = readFormat(values.json === true ? 'json' : values.format);
  const failOn = readFailOn(values['fail-on']);
  const failOnDuplicates = values['fail-on-duplicates'] === true;
  const stepTimeoutMs =
    values['step-timeout'] === undefined ? undefined : readTimeout(values['step-timeout']);
  const recording = readJson(file, await readText(io, file, 'recording'));
  const checks =
    values.checks === undefined
      ? { tests: [], triggers: [] }
      : readChecks(values.checks, await readText(io, values.checks, 'checks file'));
  const vendors = await readVendorsOption(io, values.vendors);
  const baseline =
    values.baseline === undefined
      ? null
      : readRunBaseline(values.baseline, await readText(io, values.baseline, 'baseline'), checks, vendors);

  // Loaded lazily so that `tagproof validate` never loads the server or puppeteer.
  const server = await import('@tagproof/server');
  let config;
  try {
    config = server.readConfig(io.env);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 'config_invalid');
  }
  let run;
  try {
    run = await server.runRecording({
      recording,
      ...(values.url === undefined ? {} : { url: values.url }),
      tests: checks.tests,
      triggers: checks.triggers,
      vendors,
      allowPrivateTargets: values['allow-private-targets'] === true || config.automationAllowPrivateTargets,
      chromiumPath: config.chromiumPath,
      memoryLimitMb: config.automationBrowserMemoryMb,
      ...(stepTimeoutMs === undefined ? {} : { stepTimeoutMs }),
      ...(format === 'text'
        ? { onProgress: (step, total, description) => io.stderr(`[${step}/${total}] ${description}\n`) }
        : {}),
    });
  } catch (error) {
    if (error instanceof server.JourneyError)
      throw new CliError(`${file}: ${error.message}`, 'automation_recording_invalid');
    if (error instanceof server.ChromiumUnavailableError)
      throw new CliError(error.message, 'automation_browser_unavailable');
    throw error;
  }
  const { outcome, report, validation } = run;
  if (values.screenshots !== undefined) await saveScreenshots(values.screenshots, outcome.actions);
  let diff: SessionDiff | null = null;
  if (baseline !== null)
    diff =
      'report' in baseline
        ? diffReports(baseline.report, report)
        : validation.data
          ? diffValidations(baseline.data, validation.data)
          : null;

  if (format === 'json')
    io.stdout(
      `${JSON.stringify({ status: outcome.status, error: outcome.error, report, validation, ...(diff ? { diff } : {}) }, null, 2)}\n`,
    );
  else if (format === 'junit')
    io.stdout(renderJunit(validation, `tagproof run ${basename(file)}`, failOnDuplicates));
  else {
    io.stdout(journeyLines(report, outcome).join('\n') + '\n\n');
    io.stdout(
      renderText(validation, {
        color: io.color,
        failOn,
        failOnDuplicates,
        heading: `Tagproof: ${totalsOf(validation).requests} requests sent by the journey`,
      }),
    );
    if (diff && baseline)
      io.stdout(
        '\n' +
          renderDiffText(diff, {
            color: io.color,
            failOn: 'regression',
            heading: [`Compared with the baseline ${baseline.origin}`],
          }),
      );
  }
  if (outcome.status === 'failed') {
    io.stderr(`tagproof: the journey failed: ${outcome.error ?? 'unknown error'}\n`);
    return EXIT.found;
  }
  const regressed = diff !== null && diffFails(diff, 'regression');
  return shouldFail(totalsOf(validation), failOn, failOnDuplicates) || regressed ? EXIT.found : EXIT.ok;
}

function journeyLines(report: RecordingRun['report'], outcome: RecordingRun['outcome']): string[] {
  const seconds = ((outcome.finishedAt - outcome.startedAt) / 1000).toFixed(1);
  const lines = [
    `Journey on ${outcome.websiteUrl}: ${outcome.status} in ${seconds} s (${outcome.actions.length} actions)`,
  ];
  for (const action of Object.values(report.AllRequestsAllActionsAllTestResults.validationResults)) {
    const info = action.actionInfo;
    const events = action.requests.map(
      (request) => request.originalRequest.eventName ?? request.originalRequest.requestCategory ?? '?',
    );
    const sent = events.length === 0 ? 'no request' : events.join(', ');
    lines.push(
      `  ${info.index}. ${info.description}: ${info.status}${info.error ? ` (${info.error})` : ''}; ${sent}`,
    );
  }
  return lines;
}

async function saveScreenshots(
  directory: string,
  actions: RecordingRun['outcome']['actions'],
): Promise<void> {
  await mkdir(directory, { recursive: true });
  for (const action of actions) {
    if (action.screenshot)
      await writeFile(
        join(directory, `action-${String(action.index).padStart(2, '0')}.jpg`),
        action.screenshot,
      );
  }
}

function parseOptions(args: string[]) {
  return parseCommandArgs(
    args,
    {
      url: { type: 'string' },
      checks: { type: 'string' },
      vendors: { type: 'string' },
      'fail-on': { type: 'string' },
      'fail-on-duplicates': { type: 'boolean' },
      json: { type: 'boolean' },
      format: { type: 'string' },
      screenshots: { type: 'string' },
      'step-timeout': { type: 'string' },
      'allow-private-targets': { type: 'boolean' },
      baseline: { type: 'string' },
    },
    RUN_USAGE,
  );
}

function readTimeout(value: string): number {
  if (/^\d+$/.test(value) && Number(value) >= 1000) return Number(value);
  throw new CliError(`--step-timeout must be a number of milliseconds, at least 1000 (got "${value}")`);
}
