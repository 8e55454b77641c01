/**
 * The database schema as Kysely sees it: one interface per table. Column types are the common
 * ground of SQLite and PostgreSQL (text, integers; timestamps as ISO-8601 text).
 */

/** Key-value facts about this installation (for example when it was created). */
export interface MetaTable {
  key: string;
  value: string;
  /** ISO-8601 timestamp of the last write. */
  updated_at: string;
}

/** An account. `email` is lower-cased and unique; `prefs` is a JSON object. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  /** argon2id (PHC string); null for a user who only signs in through an OAuth provider. */
  password_hash: string | null;
  /** 0 or 1. */
  email_verified: number;
  prefs: string;
  created_at: string;
  updated_at: string;
  password_updated_at: string | null;
  accessed_at: string;
}

/** A signed-in browser. The cookie holds the secret; only its SHA-256 is stored. */
export interface SessionsTable {
  id: string;
  user_id: string;
  secret_hash: string;
  /** `email`, or the OAuth provider (`google`, `oidc`). */
  provider: string;
  /** The e-mail, or the provider's subject. */
  provider_uid: string;
  ip: string;
  user_agent: string;
  created_at: string;
  /** Last use, updated at most once a minute; the idle timeout counts from it. */
  accessed_at: string;
  /** The absolute end of the session. */
  expires_at: string;
}

/** A one-time secret sent by e-mail (`kind`: `verification`); only its SHA-256 is stored. */
export interface TokensTable {
  id: string;
  user_id: string;
  kind: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
}

/** A user's account at an OAuth/OpenID Connect provider, identified by issuer and subject. */
export interface OAuthIdentitiesTable {
  id: string;
  user_id: string;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: string;
  updated_at: string;
}

/** A sign-in started at a provider and not finished yet (state, nonce and PKCE verifier). */
export interface OAuthFlowsTable {
  state_hash: string;
  /** SHA-256 of the random value in the browser's OAuth cookie: the callback must come from that browser. */
  browser_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  success_url: string;
  failure_url: string;
  created_at: string;
  expires_at: string;
}

/** A fixed-window rate-limit counter, shared by every instance on the same PostgreSQL. */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  /** Epoch milliseconds (PostgreSQL's bigint arrives as a string). */
  reset_at: number | string;
}

/** Columns every document table has: documents are keyed by (owner, id), so ids are private to their owner. */
export interface DocumentColumns {
  owner_id: string;
  id: string;
  /** Appwrite's format, `2026-05-01T10:20:30.123+00:00`. */
  created_at: string;
  updated_at: string;
}

/** Collection `tests`. `metrics` is JSON text; linked triggers live in `test_trigger_links`. */
export interface TestsTable extends DocumentColumns {
  name: string;
  description: string | null;
  test_type: string | null;
  request_category: string | null;
  /** `AND` or `OR`. */
  logical_operator: string;
  metrics: string;
}

/** Collection `triggers`. `metrics` and `expected_tests` are JSON text; linked tests live in `test_trigger_links`. */
export interface TriggersTable extends DocumentColumns {
  name: string;
  description: string | null;
  trigger_type: string | null;
  request_category: string | null;
  logical_operator: string;
  metrics: string;
  item_parameter_options: string;
  expected_tests: string | null;
}

/** Collection `testsuitesresults`: validation reports, written by the server (automation runs). */
export interface TestSuiteResultsTable extends DocumentColumns {
  /** The report, JSON text. */
  test_suite_result: string;
  job_id: string | null;
  website_url: string | null;
  /** The saved journey this report is a run of. */
  journey_id: string | null;
}

/** Collection `journeys`: saved journeys; `request` and `alerts` are JSON text. */
export interface JourneysTable extends DocumentColumns {
  name: string;
  request: string;
  /** `hourly`, `daily`, `weekly` or a five-field cron expression; null runs on demand only. */
  schedule: string | null;
  alerts: string;
  baseline_report_id: string | null;
  /** The schedule's next slot (Appwrite date); moved forward by the scheduler that claims it. */
  next_run_at: string | null;
  /** Signs the alert webhook (never returned in the document). */
  webhook_secret: string | null;
}

/** Collection `vendors`: custom vendor definitions; `match` and `params` are JSON text. */
export interface VendorsTable extends DocumentColumns {
  code: string;
  name: string;
  kind: string;
  match: string;
  event: string | null;
  account: string | null;
  params: string;
}

/** The one join table behind `test.triggers` and `trigger.tests`. */
export interface TestTriggerLinksTable {
  owner_id: string;
  test_id: string;
  trigger_id: string;
  created_at: string;
}

/**
 * An automation job (and, on SQLite, its queue entry). `status`: queued, processing, completed,
 * failed. Epoch-millisecond columns arrive as strings from PostgreSQL's bigint.
 */
export interface AutomationJobsTable {
  id: string;
  /** The signed-in submitter; null for an anonymous job (viewable with its token only). */
  owner_id: string | null;
  /** SHA-256 (hex) of the viewer token. */
  token_hash: string;
  status: string;
  /** `recording` or `instructions`. */
  mode: string;
  website_url: string;
  /** The journey to run (JSON text of a JourneySpec). */
  spec: string;
  /** The limits the job runs under (JSON text), fixed at submission from the owner's stored prefs. */
  limits: string;
  progress_step: number;
  progress_total: number;
  progress_description: string | null;
  attempts: number;
  max_attempts: number;
  /** The token of the claim holding the job; every write of a run is conditioned on it. */
  lease_owner: string | null;
  lease_expires_at: number | string | null;
  heartbeat_at: number | string | null;
  /** JSON text of the job result. */
  result: string | null;
  error: string | null;
  /** The `testsuitesresults` document saved for the owner. */
  report_id: string | null;
  /** The saved journey this job is a run of. */
  journey_id: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/**
 * The outbox of journey alert webhooks (one row per alert; `id` is its `X-Tagproof-Delivery`).
 * `status`: pending, delivered, abandoned. `next_attempt_at` is epoch milliseconds (a string from
 * PostgreSQL's bigint).
 */
export interface JourneyWebhookDeliveriesTable {
  id: string;
  owner_id: string;
  journey_id: string;
  url: string;
  /** The exact JSON text sent. */
  body: string;
  /** `sha256=<hex>`: the `X-Tagproof-Signature` of every attempt. */
  signature: string;
  status: string;
  attempts: number;
  next_attempt_at: number | string;
  last_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** One screenshot per action of an automation run. */
export interface AutomationScreenshotsTable {
  job_id: string;
  action_index: number;
  content_type: string;
  data: Buffer;
  created_at: string;
}

export interface DatabaseSchema {
  meta: MetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  oauth_identities: OAuthIdentitiesTable;
  oauth_flows: OAuthFlowsTable;
  rate_limits: RateLimitsTable;
  tests: TestsTable;
  triggers: TriggersTable;
  test_suite_results: TestSuiteResultsTable;
  test_trigger_links: TestTriggerLinksTable;
  vendors: VendorsTable;
  journeys: JourneysTable;
  automation_jobs: AutomationJobsTable;
  automation_screenshots: AutomationScreenshotsTable;
  journey_webhook_deliveries: JourneyWebhookDeliveriesTable;
}
