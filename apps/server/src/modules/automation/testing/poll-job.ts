import { AutomationJobViewSchema } from '@tagproof/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobView } from '../automation.service.js';

/** The answer of `POST /api/automation` (202): the job, and the token that reads its results. */
export const SubmittedJobSchema = z.looseObject({ jobId: z.string(), token: z.string() });

/** Polls `GET /api/automation/results/:jobId` (as the results page does, faster) until the job ends. */
export async function pollUntilEnded(
  app: FastifyInstance,
  jobId: string,
  viewer: { token?: string; cookie?: string },
  timeoutMs = 60_000,
): Promise<{ view: JobView; seen: JobView[] }> {
  const end = Date.now() + timeoutMs;
  const seen: JobView[] = [];
  for (;;) {
    const response = await app.inject({
      url: `/api/automation/results/${jobId}${viewer.token ? `?token=${encodeURIComponent(viewer.token)}` : ''}`,
      headers: viewer.cookie ? { cookie: viewer.cookie } : {},
    });
    if (response.statusCode !== 200)
      throw new Error(`results answered ${response.statusCode}: ${response.body}`);
    const view = AutomationJobViewSchema.parse(response.json());
    seen.push(view);
    if (view.status === 'completed' || view.status === 'failed') return { view, seen };
    if (Date.now() > end) throw new Error(`job ${jobId} still ${view.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
