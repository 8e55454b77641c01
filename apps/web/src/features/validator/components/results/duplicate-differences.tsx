import { differingParameters, maskPersonalData } from '@tagproof/engine';
import type { DuplicateResult, ValidatedRequest } from '../../../../lib/validation-types';

/** Groups and members compared per card (a group can hold thousands of copies). */
const MAX_GROUPS = 5;
const MAX_MEMBERS = 10;

type Group = DuplicateResult['duplicateGroups'][number];

/** What a group is: an exact repeat, or a possible duplicate (90–99 % alike). */
export function groupLabel(group: Group): string {
  return group.matchPercentage >= 100
    ? `Exact repeat of ${group.requestIds.length} requests`
    : `Possible duplicate: ${group.matchPercentage}% alike`;
}

/**
 * Per group of a duplicate card, the parameters whose values differ between its requests (volatile
 * ones such as hit counters and timestamps left out; a per-fire event id only when some requests send
 * none), each request named as in the jump links, personal data masked as on the request cards. The
 * copies of an exact repeat differ at most in the marks of the tags that sent them (GA4's `_eu`).
 */
export function DuplicateDifferences({
  result,
  labelOf,
  requestOf,
}: {
  result: DuplicateResult;
  labelOf: (id: string) => string;
  requestOf: (id: string) => ValidatedRequest | undefined;
}) {
  const groups = result.duplicateGroups.slice(0, MAX_GROUPS);
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group, index) => {
        const members = group.requestIds
          .slice(0, MAX_MEMBERS)
          .map((id) => ({ id, request: requestOf(id) }))
          .filter(
            (member): member is { id: string; request: ValidatedRequest } => member.request !== undefined,
          );
        const differing = differingParameters(
          members.map(({ request }) => ({
            category: request.requestMetadata.requestCategory,
            parameters: request.requestMetadata.parameters,
          })),
        );
        return (
          <div key={index} className="min-w-0 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-sm font-medium text-slate-900 dark:text-white">{groupLabel(group)}</p>
            {differing.length === 0 ? (
              <p className="text-xs text-slate-700 dark:text-slate-300">
                No parameter differs but hit counters, timestamps and per-send ids: the same event sent again.
              </p>
            ) : (
              <>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {group.matchPercentage >= 100
                    ? `Sent by different tags: the same event, counted each time; only the tags' own marks differ (${differing.length}):`
                    : `Parameters that differ (${differing.length}):`}
                </p>
                <dl className="mt-1 flex flex-col gap-1.5">
                  {differing.map((parameter) => (
                    <div key={parameter.name} className="min-w-0">
                      <dt className="font-mono text-xs font-semibold break-all text-slate-900 dark:text-white">
                        {parameter.name}
                      </dt>
                      {parameter.values.map((value, position) => (
                        <dd
                          key={position}
                          className="line-clamp-3 font-mono text-xs break-all text-slate-700 dark:text-slate-300"
                        >
                          <span className="font-sans text-slate-600 dark:text-slate-400">
                            {labelOf(members[position]?.id ?? '')}:
                          </span>{' '}
                          {value === null || value === '' ? (
                            <em className="font-sans">{value === null ? 'not sent' : 'empty'}</em>
                          ) : (
                            maskPersonalData(value)
                          )}
                        </dd>
                      ))}
                    </div>
                  ))}
                </dl>
              </>
            )}
          </div>
        );
      })}
      {result.duplicateGroups.length > groups.length ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          and {result.duplicateGroups.length - groups.length} more groups
        </p>
      ) : null}
    </div>
  );
}
