import { ONBOARDING_STEPS, RECOMMENDATION_GROUPS, SUPPORTED_PLATFORMS } from '../content/onboarding';
import { TryWithoutExtension } from './import/try-without-extension';
import { RecommendationGroups } from './recommendation-groups';

/**
 * What the validator shows before any request arrives: how to capture requests with the extension,
 * importing a capture file or trying sample data, the supported platforms, and recommendations.
 */
export function GettingStarted() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12">
      <section aria-labelledby="getting-started-title" className="flex flex-col gap-4">
        <h1
          id="getting-started-title"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
        >
          Validate your tracking in three steps
        </h1>
        <p className="max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          Tagproof checks the analytics and marketing requests your site sends and shows, for each one, its
          errors, suggestions, duplicates and the results of your own checks.
        </p>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {ONBOARDING_STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white dark:bg-indigo-600"
              >
                {index + 1}
              </span>
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">{step.title}</h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <TryWithoutExtension />

      <section aria-labelledby="platforms-title" className="flex flex-col gap-3">
        <h2 id="platforms-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          Automatic validation
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SUPPORTED_PLATFORMS.map((platform) => (
            <li
              key={platform.name}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
            >
              {platform.name}{' '}
              <span className="text-slate-600 dark:text-slate-400">({platform.coverage.toLowerCase()})</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          More platforms are coming. Other vendors (Google Ads, TikTok, Pinterest, Microsoft Clarity and more)
          are recognised and shown, and count as unsupported.
        </p>
      </section>

      <RecommendationGroups groups={RECOMMENDATION_GROUPS} />
    </div>
  );
}
