/**
 * Shared account widgets: any feature may open the login modal or the e-mail verification modal,
 * and the router guards pages with ProtectedRoute. The account calls live in lib/auth.
 */
export { AuthModal, AUTH_REQUIRED_MESSAGE, AUTH_REQUIRED_TITLE, type AuthModalProps } from './auth-modal';
export { LazyAuthModal } from './lazy-auth-modal';
export { LoginForm, type LoginFormProps } from './login-form';
export { ProtectedRoute } from './protected-route';
export { VerificationEmailButton } from './verification-email-button';
export {
  VerificationPollingModal,
  VERIFICATION_REQUIRED_MESSAGE,
  VERIFICATION_REQUIRED_TITLE,
  type VerificationPollingModalProps,
} from './verification-polling-modal';
