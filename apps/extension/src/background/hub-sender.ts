import type { ExtensionCapture } from '../shared/captured.js';
import type { KeyValueArea } from '../shared/key-value-area.js';
import type { SendStatus } from '../shared/messages.js';
import type { Settings } from '../shared/settings.js';
import type { CaptureStore } from './capture-store.js';
import { deliverUntilReady, openHubTab, type Clock, type HubTabs } from './hub-delivery.js';
import { redactCapture } from './redact.js';
import {
  listSendJobs,
  readSendJob,
  removeSendJob,
  writeSendJob,
  writeSendStatus,
  type SendJob,
} from './send-state.js';
import type { SerialQueue } from './serial-queue.js';

/** How long a Send to hub waits for the app before telling the user. */
export const SEND_TIMEOUT_MS = 60_000;

export interface HubSenderDeps {
  area: KeyValueArea;
  store: CaptureStore;
  queue: SerialQueue;
  tabs: HubTabs;
  clock: Clock;
  settings: () => Promise<Settings>;
  newId: () => string;
}

/**
 * Send to hub: opens or focuses the hub, waits until the app says it is ready and hands it the tab's
 * captures (redacted first when the option is on). The job and its outcome are stored, so a service
 * worker stopped while waiting resumes the job when it starts again, and the popup, closed as soon as
 * the hub tab takes the focus, shows the outcome when it is opened again.
 */
export class HubSender {
  private readonly running = new Set<number>();

  constructor(private readonly deps: HubSenderDeps) {}

  /**
   * Starts sending a tab's captures and returns once the job is stored; the delivery goes on in the
   * background. A send already running for the tab is left alone.
   */
  async start(sourceTabId: number): Promise<void> {
    const { area, clock, queue, store } = this.deps;
    const existing = await readSendJob(area, sourceTabId);
    if (existing !== null && existing.deadline > clock.now() && this.running.has(sourceTabId)) return;
    const settings = await this.deps.settings();
    const count = await queue.run(() => store.count(sourceTabId));
    if (count === 0) {
      await this.setStatus(sourceTabId, {
        state: 'failed',
        message: 'Nothing captured yet: start a session and use the page first.',
        count: 0,
        hubUrl: settings.hubUrl,
      });
      return;
    }
    const job: SendJob = {
      sourceTabId,
      hubTabId: null,
      hubUrl: settings.hubUrl,
      deadline: clock.now() + SEND_TIMEOUT_MS,
      deliveryId: this.deps.newId(),
      count,
    };
    await writeSendJob(area, job);
    await this.setStatus(sourceTabId, {
      state: 'sending',
      message: `Opening Tagproof at ${job.hubUrl} and waiting for it to be ready…`,
      count,
      hubUrl: job.hubUrl,
    });
    void this.run(job);
  }

  /** Resumes the jobs a stopped service worker left unfinished; expired ones are reported as failed. */
  async resumePending(): Promise<void> {
    for (const job of await listSendJobs(this.deps.area)) {
      if (this.running.has(job.sourceTabId)) continue;
      void this.run(job);
    }
  }

  /** Waits for the background delivery of a tab (for tests). */
  async settled(sourceTabId: number, pollMs = 5): Promise<void> {
    while (this.running.has(sourceTabId)) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }

  private async run(job: SendJob): Promise<void> {
    const { area, tabs, clock } = this.deps;
    this.running.add(job.sourceTabId);
    try {
      if (job.deadline <= clock.now()) {
        await this.fail(job, `Tagproof at ${job.hubUrl} was not ready in time.`);
        return;
      }
      const data = await this.payload(job.sourceTabId);
      let hubTabId = job.hubTabId;
      if (hubTabId === null) {
        hubTabId = await openHubTab(tabs, job.hubUrl);
        await writeSendJob(area, { ...job, hubTabId });
      }
      const result = await deliverUntilReady(tabs, clock, {
        hubTabId,
        hubUrl: job.hubUrl,
        data,
        deadline: job.deadline,
        deliveryId: job.deliveryId,
      });
      if (result.delivered) {
        await removeSendJob(area, job.sourceTabId);
        await this.setStatus(job.sourceTabId, {
          state: 'delivered',
          message: `Sent ${data.length} ${data.length === 1 ? 'request' : 'requests'} to Tagproof.`,
          count: data.length,
          hubUrl: job.hubUrl,
        });
      } else {
        await this.fail(job, result.reason);
      }
    } catch (error) {
      await this.fail(job, error instanceof Error ? error.message : String(error));
    } finally {
      this.running.delete(job.sourceTabId);
    }
  }

  private async payload(sourceTabId: number): Promise<ExtensionCapture[]> {
    const stored = await this.deps.queue.run(() => this.deps.store.list(sourceTabId));
    // The browser's request id is the extension's own bookkeeping: it does not leave the browser.
    const captures = stored.map(({ webRequestId: _id, ...capture }) => capture);
    const settings = await this.deps.settings();
    return settings.redactPersonalData ? captures.map(redactCapture) : captures;
  }

  private async fail(job: SendJob, reason: string): Promise<void> {
    await removeSendJob(this.deps.area, job.sourceTabId);
    await this.setStatus(job.sourceTabId, {
      state: 'failed',
      message: `${reason} Your captures are kept: check that Tagproof runs at ${job.hubUrl} (see Options), then send again.`,
      count: job.count,
      hubUrl: job.hubUrl,
    });
  }

  private async setStatus(tabId: number, status: Omit<SendStatus, 'at'>): Promise<void> {
    await writeSendStatus(this.deps.area, tabId, { ...status, at: this.deps.clock.now() });
  }
}
