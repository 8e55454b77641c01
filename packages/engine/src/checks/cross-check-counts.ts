import type { CrossValidation } from '../validation/types.js';

/** How many of a session's cross-checks ran (navigations, purchases, triggers), and how many failed. */
export function crossCheckCounts(cross: CrossValidation): { total: number; failed: number } {
  const checks = [...cross.navigation, ...cross.purchaseParity, ...cross.triggers];
  return { total: checks.length, failed: checks.filter((check) => !check.passed).length };
}
