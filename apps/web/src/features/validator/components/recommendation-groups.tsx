import { useId } from 'react';
import type { RecommendationGroup } from '../content/onboarding';

/** Recommendation groups, each a title and its items (also used by the "How it works" panel). */
export function RecommendationGroups({
  groups,
  title = 'Recommendations',
}: {
  groups: readonly RecommendationGroup[];
  title?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`${id}-${group.id}`}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <h3 id={`${id}-${group.id}`} className="font-semibold text-slate-900 dark:text-white">
              {group.title}
            </h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700 marker:text-indigo-700 dark:text-slate-300 dark:marker:text-indigo-400">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
