import { globalPlugin } from './global-plugin.js';

/** Largest request body the app reads (DESIGN.md: 32 MB); larger bodies answer 413. */
export const BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export interface ContentSecurityPolicyOptions {
  /** `'sha256-…'` sources of inline scripts the page may run (the built index.html's theme script). */
  scriptHashes?: readonly string[];
}

/**
 * The Content-Security-Policy for the built single-page app: everything from our own origin, no
 * inline script except the hashed ones, no plugins, no framing. Inline styles stay allowed: React's
 * `style` attributes and the toast and virtual-list libraries set them.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const scriptSources = ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SecurityPluginOptions {
  /** Send Strict-Transport-Security (only when the public URL is https://). */
  hsts: boolean;
}

/** The headers every answer carries. */
export function securityHeaders(options: SecurityPluginOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers on every answer, errors and 404s included. A route may replace the CSP (the web
 * module does, to allow the hashed inline script of index.html).
 */
export const securityPlugin = globalPlugin<SecurityPluginOptions>(
  'tagproof-security',
  async (app, options) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
);
