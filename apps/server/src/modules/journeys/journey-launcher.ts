import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { parsePrefs } from '../account/users.js';
import { limitsFor } from '../automation/automation.limits.js';
import type { AutomationService, SubmittedJob } from '../automation/automation.service.js';
import { readAutomationRequest } from '../automation/journey-spec.js';
import type { JourneyRow } from './journeys.repository.js';

/**
 * Queues one run of a saved journey as its owner's automation job (the journey's request read
 * against the owner's current limits, every target checked against the network policy), linked to
 * the journey so that its report is a run of it.
 *
 * @throws {AppError} as `POST /api/automation` does: `general_argument_invalid` for a request over
 *   the owner's limits, `automation_target_refused` for a private target.
 */
export async function launchJourney(
  db: Kysely<DatabaseSchema>,
  automation: AutomationService,
  journey: JourneyRow,
): Promise<SubmittedJob> {
  const owner = await db
    .selectFrom('users')
    .select('prefs')
    .where('id', '=', journey.owner_id)
    .executeTakeFirst();
  const limits = limitsFor(owner ? parsePrefs(owner.prefs) : null);
  const spec = readAutomationRequest(JSON.parse(journey.request), limits);
  return automation.submit({ id: journey.owner_id }, spec, limits, { journeyId: journey.id });
}
