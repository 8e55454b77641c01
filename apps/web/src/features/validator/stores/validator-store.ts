import { createStore, type StoreApi } from 'zustand/vanilla';
import { EMPTY_FILTERS, toggleFilterValue } from './filters';
import { createValidationFlow } from './validation-flow';
import type { QueuedMessage, ValidatorDeps, ValidatorState, ValidatorStore } from './validator-state';

export const INITIAL_VALIDATOR_STATE: ValidatorState = {
  data: null,
  statusText: '',
  error: null,
  validatedData: null,
  duplicateResults: [],
  crossValidationResults: null,
  selectedRequestId: null,
  jump: null,
  recommendationsOpen: false,
  helpOpen: false,
  sessionsOpen: false,
  loading: false,
  cachedResults: false,
  isValidating: false,
  pendingValidation: [],
  messageQueue: [],
  checks: null,
  filters: EMPTY_FILTERS,
  expanded: new Set(),
  panel: null,
  validatedAt: null,
};

/**
 * The validator's one store: the validation flow (specification §4) and the results page's view
 * state. Messages from the extension queue until authentication is initialised, then run in the
 * order they arrived.
 */
export function createValidatorStore(deps: ValidatorDeps): StoreApi<ValidatorStore> {
  const store = createStore<ValidatorStore>()((set, get) => {
    const flow = createValidationFlow(set, get, deps);
    let nonce = 0;
    return {
      ...INITIAL_VALIDATOR_STATE,
      receiveFromExtension(data, receivedAt = deps.now()) {
        const message: QueuedMessage = {
          data: typeof data === 'string' ? parseJson(data) : data,
          receivedAt,
        };
        set({ messageQueue: [...get().messageQueue, message] });
        void get().processMessages();
      },
      async processMessages() {
        if (!deps.auth.getState().initialised) return;
        const queue = [...get().messageQueue].sort((a, b) => a.receivedAt - b.receivedAt);
        set({ messageQueue: [] });
        // Started together: the first runs, the others wait as pending in the order they arrived.
        await Promise.all(
          queue.map((message) => flow.startValidation(message.data, { source: 'extension' })),
        );
      },
      startValidation: flow.startValidation,
      revalidate: flow.revalidate,
      loadSession: flow.loadSession,
      provideChecks(checks) {
        set({ checks });
        void flow.runNextPending();
      },
      dismissError: () => set({ error: null }),
      clearResults: () =>
        set({
          ...pickView(get()),
          data: null,
          validatedData: null,
          error: null,
          duplicateResults: [],
          crossValidationResults: null,
        }),
      toggleFilter: (group, value) => set({ filters: toggleFilterValue(get().filters, group, value) }),
      applyTileFilter(filter) {
        const { filters } = get();
        const active =
          filter && filters[filter.group].length === 1 && filters[filter.group][0] === filter.value;
        set({
          filters: !filter || active ? EMPTY_FILTERS : { ...EMPTY_FILTERS, [filter.group]: [filter.value] },
        });
      },
      resetFilters: () => set({ filters: EMPTY_FILTERS }),
      jumpToRequest(requestId) {
        nonce += 1;
        // The full lists (matched and other) hold every request: open its card in both.
        const expanded = new Set(get().expanded).add(`matched:${requestId}`).add(`other:${requestId}`);
        set({ selectedRequestId: requestId, jump: { requestId, nonce }, expanded });
      },
      clearSelection: () => set({ selectedRequestId: null }),
      toggleExpanded(key) {
        get().setExpanded(key, !get().expanded.has(key));
      },
      setExpanded(key, expanded) {
        if (get().expanded.has(key) === expanded) return;
        const next = new Set(get().expanded);
        if (expanded) next.add(key);
        else next.delete(key);
        set({ expanded: next });
      },
      openPanel: (panel) => set({ panel }),
      setSessionsOpen: (sessionsOpen) => set({ sessionsOpen }),
      setRecommendationsOpen: (recommendationsOpen) => set({ recommendationsOpen }),
      setHelpOpen: (helpOpen) => set({ helpOpen }),
    };
  });

  // Authentication initialised: release the queued messages. A user change invalidates loaded checks.
  let lastUser = deps.auth.getState().user;
  deps.auth.subscribe((auth) => {
    if (auth.user !== lastUser) {
      lastUser = auth.user;
      store.setState({ checks: null });
    }
    if (auth.initialised && store.getState().messageQueue.length > 0) void store.getState().processMessages();
  });
  return store;
}

function pickView(state: ValidatorState): Partial<ValidatorState> {
  return {
    filters: EMPTY_FILTERS,
    expanded: new Set(),
    selectedRequestId: null,
    jump: null,
    panel: null,
    statusText: state.statusText,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
