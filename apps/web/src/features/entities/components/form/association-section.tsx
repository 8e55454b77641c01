import { useState } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { createsTest } from '../../model/creation-mode';
import { associationItems, entityKind, type EntityDocument } from '../../model/entity-types';
import { runToggle } from '../../hooks/entity-actions';
import { useEntitiesContext } from '../../hooks/entities-context';
import { editingSession, useEditingSession } from '../../stores/editing-session';
import { AssociationChips } from '../association-chips';
import { AssociationPicker } from './association-picker';
import { SECTION, SECTION_TITLE } from './field-styles';

/**
 * "Associate with Triggers" (a test, or a test and trigger: the test links them) or "Associate with
 * Tests" (a trigger). Creating, the choice is saved with the form; editing, each toggle is saved at
 * once on both sides and reverted if it fails.
 */
export function AssociationSection({ readOnly = false }: { readOnly?: boolean }) {
  const context = useEntitiesContext();
  const mode = useEditingSession((state) => state.mode);
  const isEdit = useEditingSession((state) => state.isEdit);
  const item = useEditingSession((state) => state.itemToEdit);
  const selected = useEditingSession((state) => state.associations);
  const show = useEditingSession((state) => state.showAssociations);
  const [picking, setPicking] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const withTriggers = item ? entityKind(item) === 'test' : createsTest(mode);
  const title = withTriggers ? 'Associate with Triggers' : 'Associate with Tests';
  const candidates = withTriggers ? context.triggers : context.tests;
  const chips = associationItems(
    {
      $id: '',
      name: '',
      ...(withTriggers
        ? { $collectionId: 'tests', triggers: selected }
        : { $collectionId: 'triggers', tests: selected }),
    } as EntityDocument,
    candidates,
  );

  const toggle = async (candidate: EntityDocument) => {
    if (!isEdit || !item) {
      editingSession.getState().toggleAssociation(candidate.$id);
      return;
    }
    setPending((ids) => new Set(ids).add(candidate.$id));
    await runToggle(context.actionDeps, item, editingSession.getState().associations, candidate, (ids) =>
      editingSession.getState().syncSavedAssociations(ids),
    );
    setPending((ids) => {
      const next = new Set(ids);
      next.delete(candidate.$id);
      return next;
    });
  };

  return (
    <section className={SECTION} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className={SECTION_TITLE}>{title}</h3>
        {isEdit || readOnly ? null : (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={show}
              onChange={(event) => editingSession.getState().setShowAssociations(event.target.checked)}
              className="size-4 accent-indigo-700"
            />
            {withTriggers ? 'Link this test to existing triggers' : 'Link this trigger to existing tests'}
          </label>
        )}
      </div>
      {show || isEdit ? (
        <div className="mt-3 flex flex-col gap-3">
          <AssociationChips
            items={chips}
            empty={withTriggers ? 'No triggers associated' : 'No tests associated'}
          />
          {readOnly ? null : (
            <div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setPicking(true)}
              >
                {withTriggers ? 'Choose Triggers' : 'Choose Tests'}
              </button>
            </div>
          )}
        </div>
      ) : null}
      <AssociationPicker
        open={picking}
        onOpenChange={setPicking}
        title={title}
        candidates={candidates}
        selected={selected}
        pending={pending}
        onToggle={(candidate) => void toggle(candidate)}
        {...(isEdit ? { hint: 'Each change is saved at once, on both sides.' } : {})}
      />
    </section>
  );
}
