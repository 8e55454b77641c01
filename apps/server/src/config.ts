import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Log levels accepted by `LOG_LEVEL` (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's configuration, read from the environment by {@link readConfig} (DESIGN.md "Configuration"). */
export interface Config {
  /** `PORT` (8080). 0 picks a free port. */
  port: number;
  /** `HOST` (127.0.0.1): the interface to listen on. */
  host: string;
  /** `PUBLIC_URL`: the origin users reach the app at, without a trailing slash; null when unset. */
  publicUrl: string | null;
  /** `DATA_DIR` (./data), absolute: the SQLite database, the e-mail outbox, backups. */
  dataDir: string;
  /** `DATABASE_URL=postgres://…` switches to PostgreSQL; null means the embedded SQLite database. */
  databaseUrl: string | null;
  /** `SMTP_URL` (smtp:// or smtps://); null writes each e-mail to `DATA_DIR/outbox/`. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender of e-mails; null means `Tagproof <no-reply@` the public host `>`. */
  mailFrom: string | null;
  /** `WEB_DIST_DIR`: the built web app (default: apps/web/dist beside this package), absolute. */
  webDistDir: string;
  /** `LOG_LEVEL` (info). */
  logLevel: LogLevel;
  /** `TRUST_PROXY=1` when behind a reverse proxy that sets X-Forwarded-For (rate limits key on the client IP). */
  trustProxy: boolean;
  /** `TAGPROOF_PROJECT_ID` (tagproof): the Appwrite project id the API answers to. */
  projectId: string;
  /** `TAGPROOF_DATABASE_ID` (tagproof): the Appwrite database id of the documents API. */
  databaseId: string;
  /** `GOOGLE_CLIENT_ID` + `GOOGLE_CLIENT_SECRET`; null when Google sign-in is off. */
  google: { clientId: string; clientSecret: string } | null;
  /** `OIDC_ISSUER` + `OIDC_CLIENT_ID` + `OIDC_CLIENT_SECRET`; null when no OpenID Connect provider is set. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** `CHROMIUM_PATH`; null means the system Chromium. */
  chromiumPath: string | null;
  /** `TAGPROOF_LLM_URL` + `TAGPROOF_LLM_MODEL` (+ optional `TAGPROOF_LLM_KEY`): an OpenAI-compatible endpoint. */
  llm: { url: string; model: string; key: string | null } | null;
  /** `AUTOMATION_ALLOW_PRIVATE_TARGETS=1` lets the automation runner reach private and loopback addresses. */
  automationAllowPrivateTargets: boolean;
  /** `AUTOMATION_WORKERS` (1): automation workers `tagproof serve` runs beside the HTTP server; 0 runs none. */
  automationWorkers: number;
  /**
   * `JOURNEY_SCHEDULER_SECONDS` (30): how often each process running automation workers looks for
   * saved journeys whose scheduled slot has come (0 turns the scheduler off in that process).
   */
  journeySchedulerSeconds: number;
  /** `AUTOMATION_BROWSER_MEMORY_MB` (1024): memory (PSS) of one job's Chromium, all its processes; above it the job fails. */
  automationBrowserMemoryMb: number;
  /** `REDIS_URL`: rate-limit counters shared by several instances; null keeps them in the database. */
  redisUrl: string | null;
  /** `SIGNUP_LIMIT_PER_HOUR` (10): sign-ups per client IP and hour (DESIGN.md); raised for test rigs. */
  signUpLimitPerHour: number;
  /** `DOCUMENT_WRITES_PER_MINUTE` (120): document writes per user and minute (DESIGN.md); raised for load rigs. */
  documentWritesPerMinute: number;
  /**
   * `REALTIME_CONNECTIONS_PER_IP` (50): realtime websockets one client IP address may hold open at
   * once in one process (the web app opens one per tab; 50 leaves room for a team behind one NAT).
   */
  realtimeConnectionsPerIp: number;
  /**
   * `REALTIME_CONNECTIONS_PER_USER` (20): realtime websockets one signed-in user may hold open at once
   * in one process, from any address (one per open tab, and a second one briefly while a tab re-opens it).
   */
  realtimeConnectionsPerUser: number;
  /**
   * `RETENTION_DAYS` (30): ended automation jobs, their screenshots and anonymous results are purged
   * this many days after they ended (reports a user saved stay). 1 to 3650; it cannot be turned off.
   */
  retentionDays: number;
  /** `VALIDATION_THREADS`: worker threads of `POST /api/validate`; null means the cores but one (at least 1). */
  validationThreads: number | null;
  /** `VALIDATION_QUEUE` (1000): validations that may wait for a thread before the service answers 503. */
  validationQueue: number;
}

/** Raised by {@link readConfig}; its message lists every bad variable, one per line. */
export class ConfigError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** apps/web/dist, resolved from this file (src/ or dist/ of the server package). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Variables whose values may be echoed in error messages (the others can hold secrets). */
const ECHOABLE = new Set([
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
  'WEB_DIST_DIR',
  'LOG_LEVEL',
  'MAIL_FROM',
  'TRUST_PROXY',
  'AUTOMATION_ALLOW_PRIVATE_TARGETS',
  'AUTOMATION_WORKERS',
  'JOURNEY_SCHEDULER_SECONDS',
  'AUTOMATION_BROWSER_MEMORY_MB',
  'SIGNUP_LIMIT_PER_HOUR',
  'DOCUMENT_WRITES_PER_MINUTE',
  'REALTIME_CONNECTIONS_PER_IP',
  'REALTIME_CONNECTIONS_PER_USER',
  'RETENTION_DAYS',
  'VALIDATION_THREADS',
  'VALIDATION_QUEUE',
]);

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);
const FALSE_VALUES = new Set(['0', 'false', 'no', 'off']);

const optionalText = z.string().optional();

const flag = z
  .string()
  .optional()
  .refine(
    (value) =>
      value === undefined || TRUE_VALUES.has(value.toLowerCase()) || FALSE_VALUES.has(value.toLowerCase()),
    {
      message: 'must be 1/true/yes/on or 0/false/no/off',
    },
  )
  .transform((value) => value !== undefined && TRUE_VALUES.has(value.toLowerCase()));

function urlWithProtocols(protocols: readonly string[], hint: string) {
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || hasProtocol(value, protocols), { message: hint });
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A limit of at least 1, up to 1,000,000 (a limit, not a way to turn it off); `fallback` when unset. */
function positiveInteger(fallback: number) {
  return z
    .string()
    .optional()
    .refine(
      (value) =>
        value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000),
      { message: 'must be an integer from 1 to 1000000' },
    )
    .transform((value) => (value === undefined ? fallback : Number(value)));
}

const EnvSchema = z.object({
  PORT: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) <= 65_535), {
      message: 'must be an integer between 0 and 65535',
    })
    .transform((value) => (value === undefined ? 8080 : Number(value))),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: urlWithProtocols(
    ['http:', 'https:'],
    'must be an http:// or https:// URL such as https://tagproof.example.com',
  ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// URL (unset it to use the embedded SQLite database)',
  ),
  SMTP_URL: urlWithProtocols(
    ['smtp:', 'smtps:'],
    'must be an smtp:// or smtps:// URL (unset it to write e-mails to DATA_DIR/outbox/)',
  ),
  MAIL_FROM: z
    .string()
    .optional()
    .refine((value) => value === undefined || /^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(value), {
      message: 'must be an e-mail address, optionally with a name: Tagproof <no-reply@example.com>',
    }),
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: flag,
  TAGPROOF_PROJECT_ID: z
    .string()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 'must be an id of letters, digits, ., -, _')
    .default('tagproof'),
  TAGPROOF_DATABASE_ID: z
    .string()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 'must be an id of letters, digits, ., -, _')
    .default('tagproof'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: urlWithProtocols(['https:', 'http:'], 'must be the https:// URL of the OpenID Connect issuer'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  CHROMIUM_PATH: optionalText,
  TAGPROOF_LLM_URL: urlWithProtocols(
    ['https:', 'http:'],
    'must be the http(s):// base URL of an OpenAI-compatible API',
  ),
  TAGPROOF_LLM_MODEL: optionalText,
  TAGPROOF_LLM_KEY: optionalText,
  AUTOMATION_ALLOW_PRIVATE_TARGETS: flag,
  AUTOMATION_WORKERS: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) <= 64), {
      message: 'must be an integer between 0 and 64',
    })
    .transform((value) => (value === undefined ? 1 : Number(value))),
  JOURNEY_SCHEDULER_SECONDS: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) <= 3600), {
      message: 'must be an integer between 0 and 3600',
    })
    .transform((value) => (value === undefined ? 30 : Number(value))),
  AUTOMATION_BROWSER_MEMORY_MB: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 256), {
      message: 'must be a number of megabytes, at least 256',
    })
    .transform((value) => (value === undefined ? 1024 : Number(value))),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
  SIGNUP_LIMIT_PER_HOUR: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1), {
      message: 'must be a positive integer',
    })
    .transform((value) => (value === undefined ? 10 : Number(value))),
  DOCUMENT_WRITES_PER_MINUTE: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1), {
      message: 'must be a positive integer',
    })
    .transform((value) => (value === undefined ? 120 : Number(value))),
  REALTIME_CONNECTIONS_PER_IP: positiveInteger(50),
  REALTIME_CONNECTIONS_PER_USER: positiveInteger(20),
  RETENTION_DAYS: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 3650),
      {
        message: 'must be a number of days from 1 to 3650 (retention cannot be turned off)',
      },
    )
    .transform((value) => (value === undefined ? 30 : Number(value))),
  VALIDATION_THREADS: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64),
      {
        message: 'must be an integer between 1 and 64',
      },
    )
    .transform((value) => (value === undefined ? null : Number(value))),
  VALIDATION_QUEUE: z
    .string()
    .optional()
    .refine((value) => value === undefined || (/^\d+$/.test(value) && Number(value) <= 10_000), {
      message: 'must be an integer between 0 and 10000',
    })
    .transform((value) => (value === undefined ? 1000 : Number(value))),
});

type Env = z.infer<typeof EnvSchema>;

/** Variables that only work together: all set, or none. */
const GROUPS: ReadonlyArray<{ names: ReadonlyArray<keyof Env>; what: string }> = [
  { names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], what: 'Google sign-in' },
  { names: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], what: 'OpenID Connect sign-in' },
  { names: ['TAGPROOF_LLM_URL', 'TAGPROOF_LLM_MODEL'], what: 'the language model' },
];

/**
 * Reads and validates the configuration from environment variables. Empty values count as unset;
 * relative paths are resolved against `cwd`.
 *
 * @throws {ConfigError} listing every invalid variable.
 * @example
 * const config = readConfig(process.env);
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(EnvSchema.shape)) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const received = raw[name];
        const echo = ECHOABLE.has(name) && received !== undefined ? ` (got "${received}")` : '';
        return `${name} ${issue.message}${echo}`;
      }),
    );
  }
  const values = parsed.data;
  const groupIssues = GROUPS.flatMap(({ names, what }) => {
    const missing = names.filter((name) => values[name] === undefined);
    return missing.length > 0 && missing.length < names.length
      ? [`${what} needs ${names.join(', ')} together; missing ${missing.join(', ')}`]
      : [];
  });
  if (groupIssues.length > 0) throw new ConfigError(groupIssues);

  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: values.PUBLIC_URL ? values.PUBLIC_URL.replace(/\/+$/, '') : null,
    dataDir: absolute(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? null,
    webDistDir: values.WEB_DIST_DIR ? absolute(values.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    projectId: values.TAGPROOF_PROJECT_ID,
    databaseId: values.TAGPROOF_DATABASE_ID,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : null,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
          }
        : null,
    chromiumPath: values.CHROMIUM_PATH ? absolute(values.CHROMIUM_PATH) : null,
    llm:
      values.TAGPROOF_LLM_URL && values.TAGPROOF_LLM_MODEL
        ? {
            url: values.TAGPROOF_LLM_URL,
            model: values.TAGPROOF_LLM_MODEL,
            key: values.TAGPROOF_LLM_KEY ?? null,
          }
        : null,
    automationAllowPrivateTargets: values.AUTOMATION_ALLOW_PRIVATE_TARGETS,
    automationWorkers: values.AUTOMATION_WORKERS,
    journeySchedulerSeconds: values.JOURNEY_SCHEDULER_SECONDS,
    automationBrowserMemoryMb: values.AUTOMATION_BROWSER_MEMORY_MB,
    redisUrl: values.REDIS_URL ?? null,
    signUpLimitPerHour: values.SIGNUP_LIMIT_PER_HOUR,
    documentWritesPerMinute: values.DOCUMENT_WRITES_PER_MINUTE,
    realtimeConnectionsPerIp: values.REALTIME_CONNECTIONS_PER_IP,
    realtimeConnectionsPerUser: values.REALTIME_CONNECTIONS_PER_USER,
    retentionDays: values.RETENTION_DAYS,
    validationThreads: values.VALIDATION_THREADS,
    validationQueue: values.VALIDATION_QUEUE,
  };
}
