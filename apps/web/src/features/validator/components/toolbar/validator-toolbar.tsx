import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { FiltersMenu } from './filters-menu';
import { PageLinksMenu } from './page-links-menu';
import { ToolbarMenu } from './toolbar-menu';

/**
 * The validator's top bar actions (specification §2, "Top bar menu"): inline from 1024 px; below, in
 * one Menu beside Filters, so nothing is cut off or scrolls sideways.
 */
export function ValidatorToolbar() {
  const canRevalidate = useValidator((state) => (state.data?.length ?? 0) > 0 && !state.isValidating);
  return (
    <>
      <span className="contents lg:hidden">
        <ToolbarMenu canRevalidate={canRevalidate} />
      </span>
      <span className="hidden lg:contents">
        <InlineActions canRevalidate={canRevalidate} />
      </span>
      <FiltersMenu />
    </>
  );
}

function InlineActions({ canRevalidate }: { canRevalidate: boolean }) {
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={!canRevalidate}
        onClick={() => void validatorActions().revalidate()}
        title="Validate the same requests again, skipping the 24-hour cache"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Revalidate
      </button>
      <Link to="/allEntities" className={buttonClass('ghost', 'sm')}>
        Entities
      </Link>
      <PageLinksMenu />
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        onClick={() => validatorActions().setSessionsOpen(true)}
      >
        Cached Results
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        onClick={() => validatorActions().setRecommendationsOpen(true)}
      >
        How it works
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        onClick={() => validatorActions().setHelpOpen(true)}
      >
        Help
      </button>
    </>
  );
}
