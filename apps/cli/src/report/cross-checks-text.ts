import type { ValidationResponse } from '@tagproof/engine';

type Data = NonNullable<ValidationResponse['data']>;
type CrossValidation = Data['crossValidation'];

const FIELD_LABELS: Readonly<Record<string, string>> = {
  value: 'value',
  currency: 'currency',
  itemCount: 'item count',
  transactionId: 'transaction id',
};

/**
 * The session's cross-checks that failed, one line each: a page navigation not followed by the page
 * view of every vendor seen on its site, a purchase whose value, currency, items or transaction id
 * differ between vendors, a fired trigger whose expected test did not pass. Empty when all passed.
 */
export function failedCrossChecks(data: Data): string[] {
  const vendorOf = new Map(
    data.validatedRequests.map((request) => [
      request.requestMetadata.requestId,
      request.requestMetadata.vendorName ??
        request.requestMetadata.requestCategory ??
        'an unrecognised request',
    ]),
  );
  const cross: CrossValidation = data.crossValidation;
  const lines: string[] = [];
  for (const check of cross.navigation) {
    if (check.passed) continue;
    const missing = check.vendors.filter((vendor) => !vendor.followed).map((vendor) => vendor.vendorName);
    lines.push(
      `Navigation to ${check.pageUrl} (${check.requestId}): no page view from ${missing.join(', ')}`,
    );
  }
  for (const purchase of cross.purchaseParity) {
    if (purchase.passed) continue;
    const which = purchase.transactionId ? `Purchase ${purchase.transactionId}` : 'Purchase';
    const differences = purchase.mismatches.map(
      (mismatch) =>
        `${FIELD_LABELS[mismatch.field] ?? mismatch.field} differs: ${mismatch.values
          .map((entry) => `${vendorOf.get(entry.requestId) ?? entry.category} ${entry.value ?? '(none)'}`)
          .join(', ')}`,
    );
    lines.push(`${which} (${purchase.requestIds.join(', ')}): ${differences.join('; ')}`);
  }
  for (const trigger of cross.triggers) {
    if (trigger.passed) continue;
    for (const test of trigger.expectedTests.filter((expected) => !expected.passed))
      lines.push(
        `Trigger "${trigger.triggerName}" (${trigger.requestId}): expected test "${test.testName}" ${test.ran ? 'failed' : 'did not run'}`,
      );
  }
  return lines;
}
