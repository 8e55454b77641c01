/**
 * @tagproof/contracts: the zod schema of every payload that crosses a Tagproof boundary (HTTP,
 * extension, CLI), shared by the server, the web app, the extension and the CLI.
 */
export * from './finding.js';
export * from './validation-payload.js';
export * from './validation-response.js';
export * from './validation-report.js';
export * from './custom-vendors.js';
export * from './auth-options.js';
export * from './journeys.js';
export * from './error-catalogue.js';
export * from './errors.js';
export * from './documents.js';
export * from './automation-request.js';
export * from './realtime.js';
export * from './automation-result.js';
