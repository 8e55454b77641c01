import type { OutgoingMail } from '../email/mailer.js';

/** Subject and bodies of the verification e-mail (plain text, and HTML with the same link). */
export function verificationEmail(link: string, name: string): Omit<OutgoingMail, 'to'> {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Please confirm your e-mail address for Tagproof by opening this link:',
    '',
    link,
    '',
    'The link works once and expires in one hour. If you did not create a Tagproof account, ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Please confirm your e-mail address for Tagproof:</p>',
    `<p><a href="${escapeHtml(link)}">Verify my e-mail address</a></p>`,
    '<p>The link works once and expires in one hour. If you did not create a Tagproof account, ignore this e-mail.</p>',
  ].join('\n');
  return { subject: 'Verify your e-mail address for Tagproof', text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
