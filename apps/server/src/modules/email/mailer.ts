import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';

/** An e-mail to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where a message went. */
export interface SentMail {
  transport: 'smtp' | 'outbox';
  messageId: string;
  /** The `.eml` file, for the outbox. */
  file?: string;
}

/** Sends e-mails: through SMTP when `SMTP_URL` is set, else into `DATA_DIR/outbox/`. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** @throws when the SMTP server refuses the message or cannot be reached. */
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** The outbox directory: one `.eml` file per message, readable by any mail client. */
export function outboxDirectory(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** `MAIL_FROM`, else `Tagproof <no-reply@HOST>` with the host of `PUBLIC_URL` (or localhost). */
export function senderAddress(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  if (config.mailFrom) return config.mailFrom;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `Tagproof <no-reply@${host}>`;
}

/**
 * A mailer for the configuration. SMTP goes through nodemailer with `SMTP_URL` as its connection URL
 * (`smtp://user:pass@host:587`, `smtps://…:465`; nodemailer options as query parameters, e.g.
 * `?ignoreTLS=true` for a local test server). The outbox writes each message as
 * `DATA_DIR/outbox/<timestamp>-<id>.eml` (mode 0600: it holds secret links).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'publicUrl'>): Mailer {
  const from = senderAddress(config);
  if (config.smtpUrl) {
    const transporter = createTransport(config.smtpUrl, { from });
    return {
      transport: 'smtp',
      async send(mail) {
        const info = await transporter.sendMail(mail);
        return { transport: 'smtp', messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  const directory = outboxDirectory(config.dataDir);
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    transport: 'outbox',
    async send(mail) {
      const info = await builder.sendMail(mail);
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('nodemailer did not build the message as a buffer');
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, message, { mode: 0o600, flag: 'wx' });
      return { transport: 'outbox', messageId: info.messageId, file };
    },
    close: () => builder.close(),
  };
}
