/**
 * @tagproof/server: the HTTP server (validation service, /v1 backend, built web app).
 * `tagproof serve` runs `startServer(readConfig(process.env))`.
 */
export { buildApp, type AppDependencies } from './app.js';
export { startServer, type RunningServer, type StartServerOptions } from './server.js';
export {
  readConfig,
  ConfigError,
  DEFAULT_WEB_DIST_DIR,
  LOG_LEVELS,
  type Config,
  type LogLevel,
} from './config.js';
export { StartupError } from './startup-error.js';
export { openDatabase, migrateToLatest, type Database, type DatabaseDialect } from './db/database.js';
export {
  backupDatabase,
  BackupError,
  defaultBackupFile,
  type BackupOptions,
  type BackupResult,
} from './db/backup.js';
export {
  saveReport,
  type SaveReportOptions,
  type ValidationReportInput,
} from './modules/documents/reports.js';
export type { AppwriteDocument } from './modules/documents/document-shape.js';
export {
  InProcessRealtimeHub,
  type DocumentEvent,
  type RealtimeHub,
  type RealtimePayload,
} from './modules/realtime/realtime-hub.js';
export { AppError, ERROR_CATALOGUE, API_VERSION, type ErrorBody, type ErrorType } from './errors.js';
export {
  runRecording,
  JourneyError,
  type RunRecordingOptions,
  type RecordingRun,
} from './modules/automation/run-recording.js';
export { startAutomationWorkers, type RunningWorkers } from './modules/automation/automation.workers.js';
export {
  ChromiumUnavailableError,
  chromiumFlags,
  DEFAULT_CHROMIUM_PATH,
} from './modules/automation/runner/chromium.js';
export type { ValidationReport } from './modules/automation/results/build-report.js';
export type { AutomationJobResult } from './modules/automation/automation.processor.js';
export { setUserPremium, type PremiumChange } from './modules/account/premium.js';
