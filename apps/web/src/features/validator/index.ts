/** The validator feature: what route components may use. */
export { GettingStarted } from './components/getting-started';
export { RecommendationGroups } from './components/recommendation-groups';
export { ValidatorPage } from './components/validator-page';
export { ValidatorToolbar } from './components/toolbar/validator-toolbar';
export { ONBOARDING_STEPS, RECOMMENDATION_GROUPS, SUPPORTED_PLATFORMS } from './content/onboarding';
export type { OnboardingStep, RecommendationGroup, SupportedPlatform } from './content/onboarding';
export { connectExtensionBridge, DATA_EVENT, READY_EVENT } from './stores/extension-bridge';
export { useValidator, validatorActions, validatorStore } from './stores/validator-instance';
