import { buttonClass } from '../../../components/ui/button-styles';

/** What an anonymous or unverified visitor is told above the tables, with the way forward. */
export function AccountNotices({
  signedOut,
  unverified,
  onSignIn,
  onVerify,
}: {
  signedOut: boolean;
  unverified: boolean;
  onSignIn(): void;
  onVerify(): void;
}) {
  return (
    <>
      {signedOut ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
          <p>Sign in to see your tests and triggers. You can build one now: it is saved once you sign in.</p>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={onSignIn}>
            Sign in
          </button>
        </div>
      ) : null}
      {unverified ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <p>Verify your email address to create and change tests and triggers.</p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onVerify}>
            Verify email
          </button>
        </div>
      ) : null}
    </>
  );
}
