import { Navigate, type RouteObject } from 'react-router';
import { ValidatorToolbar } from '../features/validator';
import { AppShell, type RouteHandle } from './layout/app-shell';
import { RouteError } from './routes/route-error';
import { ValidatorRoute } from './routes/validator-route';

const validatorHandle: RouteHandle = {
  toolbar: ValidatorToolbar,
  backToTop: { threshold: 300, duration: 500 },
};

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
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
