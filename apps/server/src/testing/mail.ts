import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message an {@link SmtpPeer} received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port (plain SMTP, no TLS, no auth), collecting messages. */
export interface SmtpPeer {
  /** `smtp://127.0.0.1:PORT/?ignoreTLS=true`, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The next message received (or the first one not yet taken). */
  nextMessage(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  let taken = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    messages,
    nextMessage(timeoutMs = 5000) {
      const ready = messages[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no e-mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          taken += 1;
          resolve(mail);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable encoding (soft line breaks, `=XX` bytes) of a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first link of a raw message that carries a `secret` parameter (the verification link). */
export function findSecretLink(raw: string): URL {
  const match = /https?:\/\/[^\s"<>]+[?&]secret=[^\s"<>]+/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no link with a secret in:\n${raw}`);
  return new URL(match[0]);
}
