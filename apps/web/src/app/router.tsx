import { Navigate, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../components/auth/protected-route';
import { ValidatorToolbar } from '../features/validator';
import { AppShell, type RouteHandle } from './layout/app-shell';
import { SectionLinks } from './layout/section-links';
import { ReportRoute } from './routes/report-route';
import { RouteError } from './routes/route-error';
import { ValidatorRoute } from './routes/validator-route';

const validatorHandle: RouteHandle = {
  toolbar: ValidatorToolbar,
  backToTop: { threshold: 300, duration: 500 },
};

/** A route component of the automation feature, loaded with its chunk on first visit. */
const loadAutomation = (name: 'AutomationResultsPage' | 'RunsPage') => async () => ({
  Component: (await import('../features/automation'))[name],
});

/** The builder with Save as journey (automation and journeys features), loaded on first visit. */
const loadBuilder = async () => ({
  Component: (await import('./routes/automation-builder-route')).AutomationBuilderRoute,
});

/** The journeys pages, loaded on first visit. */
const loadJourneys = (name: 'JourneysRoute' | 'JourneyRoute') => async () => ({
  Component: (await import('./routes/journeys-route'))[name],
});

/** A page of the accounts feature (sign-in, social callback, e-mail verification), loaded on first visit. */
const loadAuth = (name: 'LoginPage' | 'AuthCallbackPage' | 'VerifyEmailPage') => async () => ({
  Component: (await import('../features/auth'))[name],
});

/** The Tests and Triggers page (entities feature), loaded with its chunk on first visit. */
const loadEntities = async () => ({ Component: (await import('./routes/entities-route')).EntitiesRoute });

/** The Vendors page (vendors feature), loaded with its chunk on first visit. */
const loadVendors = async () => ({ Component: (await import('./routes/vendors-route')).VendorsRoute });

/**
 * The app's routes. Feature routes (entities, reports, automation, auth) are added here as thin
 * route components, lazily loaded to keep the first bundle small. Unknown paths go to `/`.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <ValidatorRoute />, handle: validatorHandle },
      {
        path: 'automation-builder',
        lazy: loadBuilder,
        handle: { toolbar: SectionLinks } satisfies RouteHandle,
      },
      {
        path: 'automation-results/:jobId?',
        lazy: loadAutomation('AutomationResultsPage'),
        handle: { toolbar: SectionLinks } satisfies RouteHandle,
      },
      {
        path: 'runs',
        lazy: async () => {
          const { RunsPage } = await import('../features/automation');
          return {
            Component: () => (
              <ProtectedRoute>
                <RunsPage />
              </ProtectedRoute>
            ),
          };
        },
        handle: { toolbar: SectionLinks } satisfies RouteHandle,
      },
      { path: 'login', lazy: loadAuth('LoginPage') },
      { path: 'auth-callback', lazy: loadAuth('AuthCallbackPage') },
      { path: 'verify-email', lazy: loadAuth('VerifyEmailPage') },
      {
        path: 'automatedResults/:id',
        element: <ReportRoute />,
        handle: { toolbar: SectionLinks } satisfies RouteHandle,
      },
      // Paths match regardless of case, so /allentities opens the same page.
      { path: 'allEntities', lazy: loadEntities, handle: { toolbar: SectionLinks } satisfies RouteHandle },
      { path: 'vendors', lazy: loadVendors, handle: { toolbar: SectionLinks } satisfies RouteHandle },
      {
        path: 'journeys',
        lazy: loadJourneys('JourneysRoute'),
        handle: { toolbar: SectionLinks } satisfies RouteHandle,
      },
      {
        path: 'journeys/:id',
        lazy: loadJourneys('JourneyRoute'),
        handle: { toolbar: SectionLinks } satisfies RouteHandle,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
