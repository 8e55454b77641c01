import { SidePanel } from '../../../../components/ui/side-panel';
import { ONBOARDING_STEPS, RECOMMENDATION_GROUPS } from '../../content/onboarding';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { RecommendationGroups } from '../recommendation-groups';

/** How it works: the install steps and the recommendation groups. */
export function HowItWorksPanel() {
  const open = useValidator((state) => state.recommendationsOpen);
  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => validatorActions().setRecommendationsOpen(next)}
      title="How it works"
      description="Capture, send, read the results."
    >
      <div className="flex max-w-3xl flex-col gap-8">
        <ol className="flex flex-col gap-3">
          {ONBOARDING_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <RecommendationGroups groups={RECOMMENDATION_GROUPS} />
      </div>
    </SidePanel>
  );
}
