import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEB_DIST_DIR, readConfig } from './config.js';

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig({}, '/srv/tagproof');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: null,
      dataDir: '/srv/tagproof/data',
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: null,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      logLevel: 'info',
      trustProxy: false,
      projectId: 'tagproof',
      databaseId: 'tagproof',
      google: null,
      oidc: null,
      chromiumPath: null,
      llm: null,
      automationAllowPrivateTargets: false,
      redisUrl: null,
    });
  });

  it('resolves the default web build to apps/web/dist', () => {
    expect(DEFAULT_WEB_DIST_DIR).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://qa.example.com/',
        DATA_DIR: '/var/lib/tagproof',
        DATABASE_URL: 'postgres://tagproof:secret@db:5432/tagproof',
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        MAIL_FROM: 'Tagproof QA <qa@example.com>',
        WEB_DIST_DIR: 'web',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_ID: 'oidc-id',
        OIDC_CLIENT_SECRET: 'oidc-secret',
        CHROMIUM_PATH: '/usr/bin/chromium',
        TAGPROOF_LLM_URL: 'http://127.0.0.1:11434/v1',
        TAGPROOF_LLM_MODEL: 'llama3',
        AUTOMATION_ALLOW_PRIVATE_TARGETS: '1',
        REDIS_URL: 'redis://cache:6379',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://qa.example.com',
      dataDir: '/var/lib/tagproof',
      databaseUrl: 'postgres://tagproof:secret@db:5432/tagproof',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      mailFrom: 'Tagproof QA <qa@example.com>',
      webDistDir: join('/srv', 'web'),
      logLevel: 'debug',
      trustProxy: true,
      google: { clientId: 'id', clientSecret: 'secret' },
      oidc: { issuer: 'https://login.example.com', clientId: 'oidc-id', clientSecret: 'oidc-secret' },
      chromiumPath: '/usr/bin/chromium',
      llm: { url: 'http://127.0.0.1:11434/v1', model: 'llama3', key: null },
      automationAllowPrivateTargets: true,
      redisUrl: 'redis://cache:6379',
    });
  });

  it('treats empty values as unset', () => {
    const config = readConfig({ PORT: '', DATABASE_URL: '  ', PUBLIC_URL: '' }, '/srv');
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBeNull();
  });

  it('accepts postgresql:// and PORT 0', () => {
    expect(readConfig({ DATABASE_URL: 'postgresql://localhost/x', PORT: '0' }).port).toBe(0);
  });

  it('lists every bad variable in one error', () => {
    const error = configError(() =>
      readConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://u:hunter2@db/x' }),
    );
    expect(error.issues).toHaveLength(3);
    expect(error.message).toContain('PORT must be an integer between 0 and 65535 (got "eighty")');
    expect(error.message).toContain('LOG_LEVEL');
    expect(error.message).toContain('DATABASE_URL must be a postgres:// URL');
  });

  it('never echoes values that can hold secrets', () => {
    const error = configError(() =>
      readConfig({ DATABASE_URL: 'mysql://u:hunter2@db/x', SMTP_URL: 'http://u:pw@x' }),
    );
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain(':pw@');
  });

  it('rejects out-of-range ports and bad flags', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: '-1' })).toThrow(ConfigError);
    expect(() => readConfig({ AUTOMATION_ALLOW_PRIVATE_TARGETS: 'maybe' })).toThrow(
      /AUTOMATION_ALLOW_PRIVATE_TARGETS/,
    );
  });

  it('requires variables that work together to be set together', () => {
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/missing GOOGLE_CLIENT_SECRET/);
    expect(() => readConfig({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_CLIENT_SECRET/,
    );
    expect(() => readConfig({ TAGPROOF_LLM_URL: 'http://127.0.0.1:1/v1' })).toThrow(/TAGPROOF_LLM_MODEL/);
  });

  it('keeps the sign-up limit of DESIGN.md unless a test rig raises it', () => {
    expect(readConfig({}).signUpLimitPerHour).toBe(10);
    expect(readConfig({ SIGNUP_LIMIT_PER_HOUR: '1000' }).signUpLimitPerHour).toBe(1000);
    expect(() => readConfig({ SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(/SIGNUP_LIMIT_PER_HOUR/);
  });

  it('keeps the document write limit of DESIGN.md unless a load rig raises it', () => {
    expect(readConfig({}).documentWritesPerMinute).toBe(120);
    expect(readConfig({ DOCUMENT_WRITES_PER_MINUTE: '100000' }).documentWritesPerMinute).toBe(100_000);
    expect(() => readConfig({ DOCUMENT_WRITES_PER_MINUTE: 'many' })).toThrow(
      /DOCUMENT_WRITES_PER_MINUTE must be a positive integer \(got "many"\)/,
    );
  });

  it('caps realtime connections at 50 per IP and 20 per user unless the variables say otherwise', () => {
    expect(readConfig({})).toMatchObject({ realtimeConnectionsPerIp: 50, realtimeConnectionsPerUser: 20 });
    expect(
      readConfig({ REALTIME_CONNECTIONS_PER_IP: '500', REALTIME_CONNECTIONS_PER_USER: ' 40 ' }),
    ).toMatchObject({ realtimeConnectionsPerIp: 500, realtimeConnectionsPerUser: 40 });
    for (const value of ['0', '-1', '1.5', 'many', 'off', '1000001']) {
      for (const name of ['REALTIME_CONNECTIONS_PER_IP', 'REALTIME_CONNECTIONS_PER_USER']) {
        const error = configError(() => readConfig({ [name]: value }));
        expect(error.issues).toEqual([`${name} must be an integer from 1 to 1000000 (got "${value}")`]);
      }
    }
  });

  it('purges after 30 days unless RETENTION_DAYS says otherwise, and never turns retention off', () => {
    expect(readConfig({}).retentionDays).toBe(30);
    expect(readConfig({ RETENTION_DAYS: '7' }).retentionDays).toBe(7);
    for (const value of ['0', 'off', '-1', '1.5', '3651']) {
      expect(() => readConfig({ RETENTION_DAYS: value })).toThrow(/RETENTION_DAYS/);
    }
  });

  it('caps a job browser at 1024 MB unless AUTOMATION_BROWSER_MEMORY_MB says otherwise', () => {
    expect(readConfig({}).automationBrowserMemoryMb).toBe(1024);
    expect(readConfig({ AUTOMATION_BROWSER_MEMORY_MB: '2048' }).automationBrowserMemoryMb).toBe(2048);
    expect(() => readConfig({ AUTOMATION_BROWSER_MEMORY_MB: '100' })).toThrow(/AUTOMATION_BROWSER_MEMORY_MB/);
  });
});
