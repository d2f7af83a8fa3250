import type { ColumnDraftsState } from '../../hooks/use-column-drafts';
import { ColumnField, fieldId, takesNewLabels } from './column-field';

export interface ColumnFieldsProps {
  state: ColumnDraftsState;
  idPrefix: string;
  /** §6: allowNewValueCreation 'true' and a Standard, Pro or Enterprise plan. */
  allowNewLabels: boolean;
  disabled?: boolean;
}

/** The column fields of an item form, in the order the form keeps them (files last). */
export const ColumnFields = ({ state, idPrefix, allowNewLabels, disabled }: ColumnFieldsProps) => (
  <>
    {state.drafts.map((draft) => (
      <ColumnField
        key={draft.columnId}
        draft={draft}
        controlId={fieldId(idPrefix, draft.columnId)}
        invalid={state.flagged.has(draft.columnId)}
        options={state.optionsOf(draft.columnId)}
        onChange={state.update}
        onAddOption={allowNewLabels && takesNewLabels(draft.columnType) ? state.addOption : undefined}
        disabled={disabled}
      />
    ))}
  </>
);

/** Brings a field into view and focuses it (the first one a failed save flagged). */
export const focusField = (id: string) => {
  const control = document.getElementById(id);
  control?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  control?.focus({ preventScroll: true });
};
