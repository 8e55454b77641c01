import type { ValidationCache } from '../../../lib/sessions/validation-cache';
import type { SessionRepository } from '../../../lib/sessions/session-repository';
import type { Notification } from '../../../lib/notify';
import type {
  CapturedRequestInput,
  CrossValidation,
  DuplicateResult,
  ValidationData,
  ValidationRequestBody,
  ValidationResponse,
} from '../../../lib/validation-types';
import type { ValidationErrorInfo } from '../api/validation-failure';
import type { FilterGroupId, Filters } from './filters';

/** Where a run's requests came from. */
export type RunSource = 'extension' | 'import' | 'sample' | 'session' | 'revalidate';

export interface RunOptions {
  /** Skip the 24-hour cache (Revalidate). */
  force?: boolean;
  source?: RunSource;
}

export interface PendingRun {
  requests: CapturedRequestInput[];
  options: RunOptions;
}

/** A message from the extension, waiting for authentication to be initialised. */
export interface QueuedMessage {
  data: unknown;
  receivedAt: number;
}

/** A signed-in user's tests and triggers, once loaded (null: not loaded yet). */
export interface CheckDefinitions {
  tests: unknown[];
  triggers: unknown[];
  /** The user's custom vendor definitions (absent: none). */
  vendors?: unknown[];
}

export type PanelState = { kind: 'customChecks' | 'requestDetails'; requestId: string } | null;

/** The validation store (specification §3, "Validation store state"), plus the page's view state. */
export interface ValidatorState {
  /** The requests of the current (or last) run, as received. */
  data: CapturedRequestInput[] | null;
  statusText: string;
  error: ValidationErrorInfo | null;
  validatedData: ValidationData | null;
  duplicateResults: DuplicateResult[];
  crossValidationResults: CrossValidation | null;
  selectedRequestId: string | null;
  /** Bumped on each jump so lists scroll even to the same request again. */
  jump: { requestId: string; nonce: number } | null;
  recommendationsOpen: boolean;
  helpOpen: boolean;
  sessionsOpen: boolean;
  /** The validating overlay shows: a run is in progress and its results (or error) are not shown yet. */
  loading: boolean;
  /** The shown results came from the 24-hour cache. */
  cachedResults: boolean;
  isValidating: boolean;
  pendingValidation: PendingRun[];
  messageQueue: QueuedMessage[];
  checks: CheckDefinitions | null;
  filters: Filters;
  /** Expanded cards, as `${listId}:${requestId}`. */
  expanded: ReadonlySet<string>;
  panel: PanelState;
  /** When the shown results were produced. */
  validatedAt: number | null;
}

export interface ValidatorActions {
  receiveFromExtension(data: unknown, receivedAt?: number): void;
  processMessages(): Promise<void>;
  startValidation(requests: unknown, options?: RunOptions): Promise<void>;
  revalidate(): Promise<void>;
  loadSession(id: string): Promise<void>;
  provideChecks(checks: CheckDefinitions | null): void;
  dismissError(): void;
  clearResults(): void;
  toggleFilter(group: FilterGroupId, value: string): void;
  applyTileFilter(filter: { group: FilterGroupId; value: string } | null): void;
  resetFilters(): void;
  jumpToRequest(requestId: string): void;
  clearSelection(): void;
  toggleExpanded(key: string): void;
  setExpanded(key: string, expanded: boolean): void;
  openPanel(panel: PanelState): void;
  setSessionsOpen(open: boolean): void;
  setRecommendationsOpen(open: boolean): void;
  setHelpOpen(open: boolean): void;
}

export type ValidatorStore = ValidatorState & ValidatorActions;

/** What the store needs from the outside world; tests pass fakes. */
export interface ValidatorDeps {
  validate(payload: ValidationRequestBody): Promise<ValidationResponse>;
  cache: ValidationCache;
  sessions: Pick<SessionRepository, 'save' | 'loadData'>;
  auth: {
    getState(): { initialised: boolean; user: unknown };
    subscribe(listener: (state: { initialised: boolean; user: unknown }) => void): () => void;
  };
  notify(notification: Notification): void;
  cacheKey(requests: unknown, checks?: CheckDefinitions): string;
  now(): number;
  /**
   * Reads the signed-in user's tests and triggers again (they are provided too); null when there
   * are none to read. Absent: runs use the provided ones.
   */
  freshChecks?(): Promise<CheckDefinitions | null>;
  /**
   * Resolves once the browser has painted the results just set, so that storing a large run (a
   * structured clone of every request and result) does not hold back their first paint.
   */
  afterPaint?(): Promise<void>;
}
