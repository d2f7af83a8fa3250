import {
  type ColumnType,
  type DropdownOption,
  columnDefinition,
  validationMessages,
} from '@portico/contract';
import { Label } from '@/components/ui/label';
import { localize, t } from '@/lib/i18n';
import type { ColumnDraft } from '@/components/columns/model';
import { webColumnType } from '@/components/columns/registry';

/** The id of a column's control in a form: what its label points at and what a failed save focuses. */
export const fieldId = (prefix: string, columnId: string) => `${prefix}-${columnId}`;

/** Status, priority, dropdown and tags pick from labels that users may add to (§6); people do not. */
export const takesNewLabels = (type: ColumnType): boolean => {
  const group = columnDefinition(type).optionsGroup;
  return group !== null && group !== 'people';
};

export interface RequiredMarkProps {
  required: boolean;
}

/** A required field's asterisk; assistive technology hears '(required)'. */
export const RequiredMark = ({ required }: RequiredMarkProps) =>
  required ? (
    <>
      <span aria-hidden="true" className="ms-0.5 text-destructive-text">
        *
      </span>
      <span className="sr-only"> {t('boards.columnField.required')}</span>
    </>
  ) : null;

export interface ColumnFieldProps {
  draft: ColumnDraft;
  controlId: string;
  /** The column failed the required check (§5): flagged with '{title} is required!'. */
  invalid: boolean;
  options: readonly DropdownOption[];
  onChange: (columnId: string, patch: Partial<ColumnDraft>) => void;
  /** Present only where new labels may be added (§6 and the column's type). */
  onAddOption?: (columnId: string, option: DropdownOption) => void;
  disabled?: boolean;
}

/** One column of an item form: its title as the label, the registry's editor and the required message. */
export const ColumnField = ({
  draft,
  controlId,
  invalid,
  options,
  onChange,
  onAddOption,
  disabled,
}: ColumnFieldProps) => {
  const { Editor } = webColumnType(draft.columnType);
  if (!Editor) return null;
  const errorId = `${controlId}-error`;
  return (
    <div className="flex flex-col gap-1.5" data-column-id={draft.columnId}>
      <Label htmlFor={controlId} className="break-words">
        {draft.title}
        <RequiredMark required={draft.isRequired} />
      </Label>
      <Editor
        draft={draft}
        onChange={(patch) => onChange(draft.columnId, patch)}
        id={controlId}
        invalid={invalid}
        describedBy={invalid ? errorId : undefined}
        options={options}
        onAddOption={onAddOption && ((option) => onAddOption(draft.columnId, option))}
        disabled={disabled}
      />
      {invalid && (
        <p id={errorId} className="text-[13px] leading-5 text-destructive-text">
          {localize(validationMessages.columnRequired(draft.title))}
        </p>
      )}
    </div>
  );
};
