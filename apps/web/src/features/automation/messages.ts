/** The automation texts users see (specification §2, §5 and §8), in one place for the UI and the tests. */
export const AUTOMATION_MESSAGES = {
  websiteUrlRequired: 'Website URL is required',
  websiteUrlInvalid: 'Enter a full web address starting with http:// or https://',
  instructionsRequired: 'AI instructions are required when using AI mode',
  recordingStepsRequired: 'Recording steps are required when using Recording mode',
  recordingNotJson: 'Failed to parse JSON file',
  recordingMissingSteps: 'Invalid recording file: missing steps array',
  submitFailed: 'Failed to submit automation request',
  submitted: 'Automation request submitted',
  notAuthorized: 'You are not authorized to view these results',
  fetchFailed: 'Failed to fetch results',
  automationFailed: 'Automation failed',
  noJobId: 'No job ID provided',
  pollingTimeout: 'Polling timeout - please check back later',
  processing: 'Processing your automation...',
  completed: 'Automation completed successfully!',
} as const;
