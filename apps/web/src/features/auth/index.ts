/** The accounts feature: the sign-in, social sign-in callback and e-mail verification pages. */
export { AuthCallbackPage } from './components/auth-callback-page';
export { LoginPage } from './components/login-page';
export { VerifyEmailPage } from './components/verify-email-page';
