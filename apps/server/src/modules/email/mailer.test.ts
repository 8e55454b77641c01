import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../testing/mail.js';
import { createTestConfig, type TestConfig } from '../../testing/test-config.js';
import { createMailer, outboxDirectory, senderAddress } from './mailer.js';

describe('senderAddress', () => {
  it('is MAIL_FROM, else no-reply at the public host', () => {
    expect(senderAddress({ mailFrom: 'QA <qa@example.com>', publicUrl: null })).toBe('QA <qa@example.com>');
    expect(senderAddress({ mailFrom: null, publicUrl: 'https://tagproof.example.com' })).toBe(
      'Tagproof <no-reply@tagproof.example.com>',
    );
    expect(senderAddress({ mailFrom: null, publicUrl: null })).toBe('Tagproof <no-reply@localhost>');
  });
});

describe('createMailer', () => {
  let setup: TestConfig;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    setup = createTestConfig();
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.close();
    setup.cleanup();
  });

  const mail = { to: 'erin@example.com', subject: 'Hello', text: 'Plain body', html: '<p>HTML body</p>' };

  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ ...setup.config, smtpUrl: smtp.url, mailFrom: 'QA <qa@example.com>' });
    try {
      expect(mailer.transport).toBe('smtp');
      const sent = await mailer.send(mail);
      expect(sent.transport).toBe('smtp');
      const received = await smtp.nextMessage();
      expect(received).toMatchObject({ from: 'qa@example.com', to: ['erin@example.com'] });
      expect(received.raw).toMatch(/^Subject: Hello$/m);
      expect(received.raw).toContain('Plain body');
      expect(received.raw).toContain('<p>HTML body</p>');
    } finally {
      mailer.close();
    }
  });

  it('writes .eml files to DATA_DIR/outbox otherwise, one per message', async () => {
    const mailer = createMailer({ ...setup.config, smtpUrl: null });
    expect(mailer.transport).toBe('outbox');
    const first = await mailer.send(mail);
    const second = await mailer.send({ ...mail, subject: 'Again' });
    const directory = outboxDirectory(setup.config.dataDir);
    expect((await readdir(directory)).sort()).toEqual(
      [first.file, second.file].map((file) => file!.slice(directory.length + 1)).sort(),
    );
    const raw = await readFile(first.file!, 'utf8');
    expect(raw).toMatch(/^To: erin@example.com$/m);
    expect(raw).toMatch(/^From: Tagproof <no-reply@localhost>$/m);
    expect(raw).toContain('Plain body');
  });
});
