import { focusRing } from '../../../components/ui/button-styles';
import { Tooltip } from '../../../components/ui/tooltip';
import { ENTITY_TEXTS } from '../api/entity-messages';

const ICONS = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  unlink: 'M9 15l6-6M8 12l-2 2a3 3 0 0 0 4 4l2-2M16 12l2-2a3 3 0 0 0-4-4l-2 2M4 4l16 16',
} as const;

const ICON_BUTTON = `inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-600 ${focusRing}`;

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface RowActionsProps {
  name: string;
  hasAssociations: boolean;
  onEdit(): void;
  onDelete(): void;
  onRemoveAssociations(): void;
}

/** Edit, Delete and Remove Associations (disabled, with "No associations to remove", when there are none). */
export function RowActions({
  name,
  hasAssociations,
  onEdit,
  onDelete,
  onRemoveAssociations,
}: RowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip content="Edit">
        <button type="button" aria-label={`Edit ${name}`} className={ICON_BUTTON} onClick={onEdit}>
          <Icon path={ICONS.edit} />
        </button>
      </Tooltip>
      <Tooltip content="Delete">
        <button
          type="button"
          aria-label={`Delete ${name}`}
          className={`${ICON_BUTTON} hover:text-red-700 dark:hover:text-red-300`}
          onClick={onDelete}
        >
          <Icon path={ICONS.delete} />
        </button>
      </Tooltip>
      {hasAssociations ? (
        <Tooltip content="Remove Associations">
          <button
            type="button"
            aria-label={`Remove Associations of ${name}`}
            className={ICON_BUTTON}
            onClick={onRemoveAssociations}
          >
            <Icon path={ICONS.unlink} />
          </button>
        </Tooltip>
      ) : (
        <Tooltip content={ENTITY_TEXTS.noAssociations}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip and the focus. */}
          <span
            tabIndex={0}
            className={`inline-flex rounded-md ${focusRing}`}
            aria-label={ENTITY_TEXTS.noAssociations}
          >
            <button
              type="button"
              aria-label={`Remove Associations of ${name}`}
              className={`${ICON_BUTTON} pointer-events-none`}
              disabled
            >
              <Icon path={ICONS.unlink} />
            </button>
          </span>
        </Tooltip>
      )}
    </div>
  );
}
