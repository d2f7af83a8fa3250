import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type ColumnOptions,
  type ColumnValue,
  callDefaults,
  toasts,
  validationMessages,
} from '@portico/contract';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { canAddLabels, canChange } from '@/lib/gating';
import { useUpdateItem } from '../../api/update-item';
import { useColumnDrafts } from '../../hooks/use-column-drafts';
import { itemPath } from '../../hooks/use-open-item';
import { changedDrafts, draftFromValue, toFormValue } from '@/components/columns/drafts';
import { ColumnFields, focusField } from './column-fields';
import { fieldId } from './column-field';
import { FormCard } from './form-card';

const TOAST_ID = 'item-edit';

export interface EditItemFormProps {
  boardId: string;
  itemId: string;
  /** The editable columns (editableValues), in the order the form shows them. */
  columns: readonly ColumnValue[];
  options: readonly ColumnOptions[] | undefined;
}

/**
 * §2 Edit item form. Save (§4, §5): the browser's own checks, then the required check (failing columns are
 * flagged), then change detection; only the columns that changed are sent, so a save never overwrites what
 * someone else changed meanwhile in another column. Success refreshes the item and the board and returns to
 * the item details.
 */
export const EditItemForm = ({ boardId, itemId, columns, options }: EditItemFormProps) => {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const prefix = useId();
  const state = useColumnDrafts(() => columns.map(draftFromValue), options);
  const update = useUpdateItem();
  const detailsPath = itemPath(boardId, itemId);

  // Opened from the details screen: step back to it rather than stacking a second copy in the history.
  const cameFromDetails = (location.state as { from?: string } | null)?.from === 'item-details';
  const leave = () => {
    if (cameFromDetails) void navigate(-1);
    else void navigate(detailsPath, { replace: true });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || !event.currentTarget.reportValidity()) return;
    const missing = state.checkRequired();
    const first = missing[0];
    if (first !== undefined) {
      toast.error(localize(validationMessages.fillRequiredFields), { id: TOAST_ID });
      focusField(fieldId(prefix, first));
      return;
    }
    const changed = changedDrafts(state.drafts, state.originals);
    if (changed.length === 0) {
      toast.info(localize(validationMessages.noColumnValueChanged), { id: TOAST_ID });
      return;
    }
    update.mutate(
      { boardId, itemId, values: changed.map(toFormValue) },
      {
        onSuccess: () => {
          toast.success(localize(toasts.success), {
            id: TOAST_ID,
            description: localize(toasts.itemUpdated),
          });
          leave();
        },
        onError: (error) => {
          toast.error(localize(toasts.error), {
            id: TOAST_ID,
            description: errorMessage(error, callDefaults.updateItem) || localize(toasts.couldNotUpdateItem),
          });
        },
      },
    );
  };

  return (
    <FormCard
      aria-label={t('boards.editItem.title')}
      onSubmit={submit}
      busy={update.isPending}
      actions={
        <>
          <Button type="submit" loading={update.isPending} disabled={!canChange()}>
            {t('boards.editItem.save')}
          </Button>
          <Button variant="secondary" onClick={leave} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <ColumnFields
        state={state}
        idPrefix={prefix}
        allowNewLabels={canAddLabels(user)}
        disabled={update.isPending}
      />
    </FormCard>
  );
};
