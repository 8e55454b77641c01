/** The validator feature: what route components may use. */
export { GettingStarted } from './components/getting-started';
export { RecommendationGroups } from './components/recommendation-groups';
export { ONBOARDING_STEPS, RECOMMENDATION_GROUPS, SUPPORTED_PLATFORMS } from './content/onboarding';
export type { OnboardingStep, RecommendationGroup, SupportedPlatform } from './content/onboarding';
