import { Plus } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { ConsoleColumn } from '@portico/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useUpdateColumn } from '../../api/update-column';
import { notifySuccess } from '../../utils/notify';
import {
  type LabelDraft,
  type LabelsCheck,
  changed,
  checkLabels,
  draftsOf,
  labelWords,
  labelsRequest,
  newDraft,
} from './column-labels-draft';
import { LabelRow } from './column-labels-row';
import { FormAlert } from '@/components/ui/form-alert';
import { SortableList } from '../shared/sortable-list';

export interface ColumnLabelsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
  column: ConsoleColumn;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A status or priority column's labels (with colours), or a dropdown or tags column's options: rename in
 * place, recolour, reorder, remove, add. Save sends the whole list at once; a refusal (a label items still
 * hold, a name twice) shows here and leaves every edit as it was.
 */
export const ColumnLabelsDialog = ({
  open,
  onOpenChange,
  boardId,
  column,
  returnFocusTo,
}: ColumnLabelsDialogProps) => {
  const update = useUpdateColumn();
  const words = labelWords(column.type);
  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={() => update.reset()}
        returnFocusTo={returnFocusTo}
      >
        <DialogHeader>
          <DialogTitle>{t(words.texts.title, { column: column.title })}</DialogTitle>
          <DialogDescription>{t(words.texts.description)}</DialogDescription>
        </DialogHeader>
        <LabelsForm
          column={column}
          pending={update.isPending}
          error={update.isError ? errorMessage(update.error, t(words.texts.saveFailed)) : undefined}
          onCancel={() => onOpenChange(false)}
          onCheck={() => update.reset()}
          onSave={(changes) =>
            update.mutate(
              { boardId, columnId: column.id, changes },
              {
                onSuccess: (response) => {
                  notifySuccess(response.message, `column-${column.id}`);
                  onOpenChange(false);
                },
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
};

interface LabelsFormProps {
  column: ConsoleColumn;
  pending: boolean;
  error: string | undefined;
  onSave: (changes: ReturnType<typeof labelsRequest>) => void;
  onCancel: () => void;
  /** Save was pressed: the last refusal no longer applies. */
  onCheck: () => void;
}

const LabelsForm = ({ column, pending, error, onSave, onCancel, onCheck }: LabelsFormProps) => {
  const words = labelWords(column.type);
  const original = column.labels ?? [];
  const [drafts, setDrafts] = useState<LabelDraft[]>(() => draftsOf(original));
  const [check, setCheck] = useState<LabelsCheck>({ byKey: new Map() });
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<string | 'add' | null>(null);

  // After an add or a remove: the new row's name, or the row that took the removed one's place.
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target) inputs.current.get(target)?.focus();
  }, [drafts, check]);

  const edit = (key: string, changes: Partial<LabelDraft>) => {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...changes } : d)));
    // A name being corrected drops its message; the others stay until the next Save.
    if (changes.name !== undefined && check.byKey.has(key)) {
      const byKey = new Map(check.byKey);
      byKey.delete(key);
      setCheck({ ...check, byKey });
    }
  };
  const remove = (index: number) => {
    const next = drafts.filter((_, i) => i !== index);
    focusNext.current = (next[index] ?? next[index - 1])?.key ?? 'add';
    setDrafts(next);
  };
  const add = () => {
    const draft = newDraft(drafts, column.type);
    focusNext.current = draft.key;
    setDrafts([...drafts, draft]);
  };
  const submit = () => {
    onCheck();
    if (!changed(drafts, original)) return onCancel();
    const request = labelsRequest(drafts, words.coloured);
    const found = checkLabels(drafts, request);
    setCheck(found);
    const first = drafts.find((d) => found.byKey.has(d.key));
    if (first) focusNext.current = first.key;
    if (!first && !found.list) onSave(request);
  };
  const invalid = check.byKey.size > 0 || check.list !== undefined;

  return (
    <form
      noValidate
      className="flex min-h-0 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogBody className="flex flex-col gap-3">
        {error && <FormAlert>{error}</FormAlert>}
        {invalid && <FormAlert>{check.list ? localize(check.list) : t(words.texts.invalid)}</FormAlert>}
        {drafts.length === 0 ? (
          <p className="rounded-control border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            {t(words.texts.empty)}
          </p>
        ) : (
          <div className="rounded-control border border-border">
            <SortableList
              label={t(words.texts.title, { column: column.title })}
              items={drafts}
              idOf={(d) => d.key}
              nameOf={(d) => d.title}
              disabled={pending}
              onReorder={setDrafts}
            >
              {(draft) => (
                <LabelRow
                  draft={draft}
                  placeholder={t(words.texts.placeholder)}
                  coloured={words.coloured}
                  error={check.byKey.get(draft.key)}
                  disabled={pending}
                  inputRef={(node) => {
                    if (node) inputs.current.set(draft.key, node);
                    else inputs.current.delete(draft.key);
                  }}
                  onChange={(changes) => edit(draft.key, changes)}
                  onRemove={() => remove(drafts.indexOf(draft))}
                />
              )}
            </SortableList>
          </div>
        )}
        <div>
          <Button
            ref={addButton}
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={add}
          >
            <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t(words.texts.add)}
          </Button>
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={pending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {pending ? t('common.saving') : t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
};
