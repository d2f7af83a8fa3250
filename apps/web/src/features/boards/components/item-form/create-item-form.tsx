import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type ColumnOptions,
  type EditableField,
  callDefaults,
  createItemQuerySchema,
  toasts,
  validationMessages,
} from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, localize, t } from '@/lib/i18n';
import { canAddLabels } from '@/lib/gating';
import { useCreateItem } from '../../api/create-item';
import { useColumnDrafts } from '../../hooks/use-column-drafts';
import { draftFromField, hasValue, toFormValue } from '@/components/columns/drafts';
import { ColumnFields, focusField } from './column-fields';
import { RequiredMark, fieldId } from './column-field';
import { FormCard } from './form-card';
import { paths } from '@/lib/paths';

const TOAST_ID = 'item-create';

/** The form's heading (§2 'Add Details'), also shown over the placeholders while the fields load. */
export const ADD_DETAILS = {
  title: 'boards.createItem.detailsTitle',
  description: 'boards.createItem.detailsDescription',
} as const satisfies Record<string, MessageKey>;

/** §5: the item name is required ('Item name is required!'), by the call's own schema. */
const nameProblem = (name: string): string | undefined => {
  const parsed = createItemQuerySchema.shape.itemName.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

export interface CreateItemFormProps {
  boardId: string;
  groupId: string;
  /** The fields of editableColumns the form shows (addableFields). */
  fields: readonly EditableField[];
  options: readonly ColumnOptions[] | undefined;
}

/**
 * §2 Add New Item form 'Add Details': the item name and the editable fields. Submit (§4, §5): the browser's
 * own checks, the name, the required columns (each failing one says '{title} is required!' from then on),
 * then at least one value; only the columns given a value are sent.
 */
export const CreateItemForm = ({ boardId, groupId, fields, options }: CreateItemFormProps) => {
  const { user } = useAuth();
  const navigate = useNavigate();
  const prefix = useId();
  const state = useColumnDrafts(() => fields.map(draftFromField), options);
  const create = useCreateItem();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameId = `${prefix}-name`;
  const titleId = `${prefix}-title`;
  const nameError = submitted ? nameProblem(name) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || !event.currentTarget.reportValidity()) return;
    setSubmitted(true);
    const missing = state.checkRequired();
    const badName = nameProblem(name);
    if (badName !== undefined || missing.length > 0) {
      if (missing.length > 0) toast.error(localize(validationMessages.fillRequiredFields), { id: TOAST_ID });
      focusField(badName !== undefined ? nameId : fieldId(prefix, missing[0] ?? ''));
      return;
    }
    const filled = state.drafts.filter(hasValue);
    if (fields.length > 0 && filled.length === 0) {
      toast.error(localize(validationMessages.noColumnValuesProvided), { id: TOAST_ID });
      return;
    }
    create.mutate(
      { boardId, groupId, itemName: name.trim(), values: filled.map(toFormValue) },
      {
        onSuccess: () => {
          toast.success(localize(toasts.success), { id: TOAST_ID, description: localize(toasts.itemAdded) });
          void navigate(paths.board(boardId), { replace: true });
        },
        onError: (error) => {
          toast.error(localize(toasts.couldNotCreateItem), {
            id: TOAST_ID,
            description: errorMessage(error, callDefaults.createItem) || localize(toasts.pleaseTryAgain),
          });
        },
      },
    );
  };

  return (
    <FormCard
      title={t(ADD_DETAILS.title)}
      titleId={titleId}
      description={t(ADD_DETAILS.description)}
      onSubmit={submit}
      busy={create.isPending}
      actions={
        <>
          <Button type="submit" loading={create.isPending}>
            {t('boards.createItem.submit')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate(paths.board(boardId))}
            disabled={create.isPending}
          >
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <FormField
        label={
          <>
            {t('boards.createItem.itemName')}
            <RequiredMark required />
          </>
        }
        error={nameError}
      >
        <Input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={255}
          autoComplete="off"
          disabled={create.isPending}
        />
      </FormField>
      <ColumnFields
        state={state}
        idPrefix={prefix}
        allowNewLabels={canAddLabels(user)}
        disabled={create.isPending}
      />
    </FormCard>
  );
};
