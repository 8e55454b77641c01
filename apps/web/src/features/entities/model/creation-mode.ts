/** How the form creates entities (specification §3, "Creation mode"). */
export type CreationMode = 'TEST_ONLY' | 'TRIGGER_ONLY' | 'TEST_AND_TRIGGER';

export const CREATION_MODE_LABELS: Readonly<Record<CreationMode, string>> = {
  TEST_ONLY: 'Test only',
  TRIGGER_ONLY: 'Trigger only',
  TEST_AND_TRIGGER: 'Test and Trigger',
};

/** Where the form was opened from. */
export interface FormOrigin {
  /** From a captured request (Create Test from Request). */
  fromRequest: boolean;
  /** From an automation action on the report page (DESIGN.md). */
  fromUserInteraction: boolean;
}

/**
 * The mode a new form starts in (specification §2): TRIGGER_ONLY from a user interaction,
 * TEST_AND_TRIGGER from a captured request, else the requested mode (Create Trigger), else TEST_ONLY.
 */
export function defaultCreationMode(origin: FormOrigin, requested?: CreationMode): CreationMode {
  if (origin.fromUserInteraction) return 'TRIGGER_ONLY';
  if (origin.fromRequest) return 'TEST_AND_TRIGGER';
  return requested ?? 'TEST_ONLY';
}

/** The modes offered: "Create Test and Trigger" only for a request that is not a user interaction. */
export function availableCreationModes(origin: FormOrigin): CreationMode[] {
  return origin.fromRequest && !origin.fromUserInteraction
    ? ['TEST_ONLY', 'TRIGGER_ONLY', 'TEST_AND_TRIGGER']
    : ['TEST_ONLY', 'TRIGGER_ONLY'];
}

export const createsTest = (mode: CreationMode) => mode !== 'TRIGGER_ONLY';
export const createsTrigger = (mode: CreationMode) => mode !== 'TEST_ONLY';

/** The submit button and confirm button label (specification §2). */
export function actionLabel(mode: CreationMode, isEdit: boolean): string {
  if (isEdit) return mode === 'TRIGGER_ONLY' ? 'Update Trigger' : 'Update Test';
  if (mode === 'TEST_AND_TRIGGER') return 'Create Test and Trigger';
  return mode === 'TRIGGER_ONLY' ? 'Create Trigger' : 'Create Test';
}

/** The confirm step's title (specification §2). */
export function confirmTitle(mode: CreationMode, isEdit: boolean): string {
  if (isEdit) return mode === 'TRIGGER_ONLY' ? 'Confirm Trigger Update' : 'Confirm Test Update';
  if (mode === 'TEST_AND_TRIGGER') return 'Confirm Test and Trigger Creation';
  return mode === 'TRIGGER_ONLY' ? 'Confirm Trigger Creation' : 'Confirm Test Creation';
}

/** "test", "trigger" or "test and trigger", for messages. */
export function modeNoun(mode: CreationMode): string {
  if (mode === 'TEST_AND_TRIGGER') return 'test and trigger';
  return mode === 'TRIGGER_ONLY' ? 'trigger' : 'test';
}
