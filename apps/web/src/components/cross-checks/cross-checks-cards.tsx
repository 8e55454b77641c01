import type { ReportCrossChecks as CrossValidation } from '@tagproof/contracts';
import type { ReactNode } from 'react';
import { focusRing } from '../ui/button-styles';

type NavigationCheck = CrossValidation['navigation'][number];
type PurchaseCheck = CrossValidation['purchaseParity'][number];
type TriggerCheck = CrossValidation['triggers'][number];

/** What the cross-checks are, for a section's hint. */
export const CROSS_CHECKS_HINT =
  'Checks across the whole session: each page navigation should be followed by the page view of every ' +
  'vendor seen on that site; one purchase should have the same value, currency, items and transaction ' +
  'id at every vendor; a fired trigger’s expected tests should pass.';

const FIELD_LABELS: Readonly<Record<PurchaseCheck['mismatches'][number]['field'], string>> = {
  value: 'Value',
  currency: 'Currency',
  itemCount: 'Item count',
  transactionId: 'Transaction id',
};

/**
 * Shows a request of a cross-check: `label` when given, else the request named as well as the page
 * can (`fallback` when it cannot). The results page makes it a button that jumps to the request.
 */
export type RequestLinker = (id: string, label: ReactNode | null, fallback: string) => ReactNode;

function Mark({ ok }: { ok: boolean }) {
  return ok ? (
    <span aria-label="passed" className="text-green-700 dark:text-green-400">
      ✓
    </span>
  ) : (
    <span aria-label="failed" className="text-red-700 dark:text-red-400">
      ✕
    </span>
  );
}

function Card({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      </div>
      {children}
    </article>
  );
}

function NavigationItem({ check, link }: { check: NavigationCheck; link: RequestLinker }) {
  return (
    <li className="flex flex-col gap-1 border-l-2 border-slate-300 pl-3 dark:border-slate-600">
      <span className="flex items-start gap-2 text-sm">
        <Mark ok={check.passed} />
        {link(
          check.requestId,
          <span className="font-mono text-xs">{check.pageUrl || check.requestId}</span>,
          check.pageUrl || check.requestId,
        )}
      </span>
      <ul className="flex flex-col gap-0.5 pl-5 text-sm">
        {check.vendors.map((vendor) => (
          <li key={vendor.category} className="flex items-start gap-2">
            <Mark ok={vendor.followed} />
            {vendor.followed && vendor.requestId ? (
              link(vendor.requestId, null, `${vendor.vendorName} page view`)
            ) : (
              <span className="text-slate-800 dark:text-slate-200">{vendor.vendorName}: no page view</span>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function NavigationCard({ checks, link }: { checks: readonly NavigationCheck[]; link: RequestLinker }) {
  const failed = checks.filter((check) => !check.passed);
  const passed = checks.filter((check) => check.passed);
  return (
    <Card
      title="Page views after navigations"
      summary={`${passed.length} of ${checks.length} navigations followed by every vendor’s page view.`}
    >
      {failed.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Navigations not followed by every page view">
          {failed.map((check) => (
            <NavigationItem key={check.requestId} check={check} link={link} />
          ))}
        </ul>
      ) : null}
      {passed.length > 0 ? (
        <details className="text-sm">
          <summary className={`cursor-pointer rounded text-slate-800 dark:text-slate-200 ${focusRing}`}>
            The {passed.length} followed by every page view
          </summary>
          <ul className="mt-2 flex flex-col gap-3">
            {passed.map((check) => (
              <NavigationItem key={check.requestId} check={check} link={link} />
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

function PurchaseCard({ checks, link }: { checks: readonly PurchaseCheck[]; link: RequestLinker }) {
  const agreeing = checks.filter((check) => check.passed).length;
  return (
    <Card
      title="Purchases across vendors"
      summary={`${agreeing} of ${checks.length} purchases agree at every vendor.`}
    >
      <ul className="flex flex-col gap-3">
        {checks.map((check, index) => (
          <li
            key={`${check.transactionId ?? ''}-${index}`}
            className="flex flex-col gap-1 border-l-2 border-slate-300 pl-3 text-sm dark:border-slate-600"
          >
            <span className="flex items-start gap-2">
              <Mark ok={check.passed} />
              <span className="text-slate-900 dark:text-white">
                {check.transactionId ? (
                  <>
                    Purchase <code className="font-mono break-all">{check.transactionId}</code>
                  </>
                ) : (
                  'Purchase without a transaction id'
                )}
                : {check.vendors.join(', ')}
              </span>
            </span>
            {check.passed ? (
              <span className="pl-5 text-slate-700 dark:text-slate-300">
                Value, currency, items and transaction id agree.
              </span>
            ) : (
              <ul className="flex flex-col gap-1 pl-5">
                {check.mismatches.map((mismatch) => (
                  <li key={mismatch.field}>
                    <span className="text-red-800 dark:text-red-300">
                      {FIELD_LABELS[mismatch.field]} differs:
                    </span>
                    <ul className="pl-3">
                      {mismatch.values.map((entry) => (
                        <li key={entry.requestId} className="flex flex-wrap items-start gap-x-2">
                          {link(entry.requestId, null, entry.category)}
                          <code className="font-mono text-xs break-all text-slate-900 dark:text-white">
                            {entry.value ?? '(none)'}
                          </code>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TriggerCard({ checks, link }: { checks: readonly TriggerCheck[]; link: RequestLinker }) {
  const passed = checks.filter((check) => check.passed).length;
  return (
    <Card
      title="Triggers’ expected tests"
      summary={`${passed} of ${checks.length} fired triggers had every expected test pass.`}
    >
      <ul className="flex flex-col gap-3">
        {checks.map((check, index) => (
          <li
            key={`${check.triggerID}-${check.requestId}-${index}`}
            className="flex flex-col gap-1 border-l-2 border-slate-300 pl-3 text-sm dark:border-slate-600"
          >
            <span className="flex flex-wrap items-start gap-2">
              <Mark ok={check.passed} />
              <span className="text-slate-900 dark:text-white">{check.triggerName}</span>
              {link(check.requestId, null, check.requestId)}
            </span>
            <ul className="flex flex-col gap-0.5 pl-5">
              {check.expectedTests.map((test) => (
                <li key={test.testID} className="flex items-start gap-2">
                  <Mark ok={test.passed} />
                  <span className="text-slate-800 dark:text-slate-200">
                    {test.testName}: {test.passed ? 'passed' : test.ran ? 'failed' : 'did not run'}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The cards of the cross-checks that ran (navigations, purchases, triggers), with requests as `link` shows them. */
export function CrossChecksCards({ cross, link }: { cross: CrossValidation; link: RequestLinker }) {
  const { navigation, purchaseParity, triggers } = cross;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {navigation.length > 0 ? <NavigationCard checks={navigation} link={link} /> : null}
      {purchaseParity.length > 0 ? <PurchaseCard checks={purchaseParity} link={link} /> : null}
      {triggers.length > 0 ? <TriggerCard checks={triggers} link={link} /> : null}
    </div>
  );
}
