import { useCallback, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { type ColumnOptions, type DropdownOption, validationMessages } from '@portico/contract';
import type { ColumnDraft } from '@/components/columns/model';
import { missingRequired } from '@/components/columns/drafts';

const EMPTY: readonly DropdownOption[] = [];

interface DraftsForm {
  drafts: ColumnDraft[];
}

/**
 * §5 required check as the form's resolver: each required column that is not filled gets an error (the
 * field shows '{title} is required!'). The form library keeps the values, the errors and when to check.
 */
const requiredResolver: Resolver<DraftsForm> = (values) => {
  const missing = new Set(missingRequired(values.drafts));
  if (missing.size === 0) return { values, errors: {} };
  const drafts = values.drafts.map((d) =>
    missing.has(d.columnId)
      ? { text: { type: 'required', message: validationMessages.columnRequired(d.title) } }
      : undefined,
  );
  return { values: {}, errors: { drafts } as FieldErrors<DraftsForm> };
};

/**
 * The state of an item form (§4) on react-hook-form, like the portal's other forms: the column drafts, the
 * originals they are compared with, the columns that failed the required check and labels added on this
 * screen. Everything stays local until the form is saved. Failing columns are flagged from the first failed
 * save on, and update as the user fills them (the form re-validates on change after a submit).
 */
export const useColumnDrafts = (
  initial: () => ColumnDraft[],
  fetchedOptions: readonly ColumnOptions[] | undefined,
) => {
  const [start] = useState(initial);
  const form = useForm<DraftsForm>({
    defaultValues: { drafts: start },
    resolver: requiredResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const drafts = useWatch({ control: form.control, name: 'drafts' });
  const errors = form.formState.errors.drafts;
  const [added, setAdded] = useState<Readonly<Record<string, readonly DropdownOption[]>>>({});
  const checked = useRef(false);

  const originals = useMemo(() => new Map(start.map((d) => [d.columnId, d])), [start]);
  const flagged = useMemo(
    () => new Set(drafts.filter((_, i) => Array.isArray(errors) && errors[i]).map((d) => d.columnId)),
    [drafts, errors],
  );
  const fetched = useMemo(
    () => new Map((fetchedOptions ?? []).map((c) => [c.id, c.options])),
    [fetchedOptions],
  );

  const { getValues, setValue, trigger } = form;
  const update = useCallback(
    (columnId: string, patch: Partial<ColumnDraft>) => {
      const index = getValues('drafts').findIndex((d) => d.columnId === columnId);
      const current = getValues(`drafts.${index}`);
      if (index < 0 || !current) return;
      setValue(`drafts.${index}`, { ...current, ...patch }, { shouldDirty: true });
      if (checked.current) void trigger();
    },
    [getValues, setValue, trigger],
  );

  /** §4: new labels join the column's options on this screen; the server adds them when the item is saved. */
  const addOption = useCallback(
    (columnId: string, option: DropdownOption) =>
      setAdded((current) => ({ ...current, [columnId]: [...(current[columnId] ?? []), option] })),
    [],
  );

  const optionsOf = useCallback(
    (columnId: string): readonly DropdownOption[] => {
      const own = added[columnId] ?? EMPTY;
      const base = fetched.get(columnId) ?? EMPTY;
      return own.length ? [...base, ...own] : base;
    },
    [added, fetched],
  );

  return {
    drafts,
    originals,
    flagged,
    update,
    addOption,
    optionsOf,
    /** Flags the required columns that are empty (a failed save); returns their ids. */
    checkRequired: () => {
      checked.current = true;
      void trigger();
      return missingRequired(getValues('drafts'));
    },
  };
};

export type ColumnDraftsState = ReturnType<typeof useColumnDrafts>;
