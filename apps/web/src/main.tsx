import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectExtensionBridge, validatorActions, validatorStore } from './features/validator';
import { authStore } from './lib/auth/auth-store';
import { initAuth } from './lib/auth/init-auth';
import { connectUserChecks, watchServerChecks } from './lib/checks/user-checks';
import { initTheme } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

initTheme();
// Listen for the extension's data first (it queues until authentication is initialised), then
// announce readiness; a capture sent before React renders is kept and shown once it does.
connectExtensionBridge(validatorStore());
// A signed-in user's runs wait for their tests and triggers: load them on every sign-in, and again
// whenever the realtime socket reports a change to them.
connectUserChecks({
  auth: authStore,
  provide: (checks) => validatorActions().provideChecks(checks),
  watch: watchServerChecks,
});
void initAuth();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
