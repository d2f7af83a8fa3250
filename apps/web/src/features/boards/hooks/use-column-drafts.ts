import { useCallback, useMemo, useState } from 'react';
import type { ColumnOptions, DropdownOption } from '@portico/contract';
import type { ColumnDraft } from '../columns/model';
import { missingRequired } from '../utils/item-drafts';

const EMPTY: readonly DropdownOption[] = [];

/**
 * The state of an item form (§4): the column drafts, the originals they are compared with, the columns that
 * failed the required check and labels added on this screen. Everything stays local until the form is
 * saved. Failing columns are flagged from the first failed save on, and update as the user fills them.
 */
export const useColumnDrafts = (
  initial: () => ColumnDraft[],
  fetchedOptions: readonly ColumnOptions[] | undefined,
) => {
  const [start] = useState(initial);
  const [drafts, setDrafts] = useState(start);
  const [added, setAdded] = useState<Readonly<Record<string, readonly DropdownOption[]>>>({});
  const [checked, setChecked] = useState(false);

  const originals = useMemo(() => new Map(start.map((d) => [d.columnId, d])), [start]);
  const flagged = useMemo(() => new Set(checked ? missingRequired(drafts) : []), [checked, drafts]);
  const fetched = useMemo(
    () => new Map((fetchedOptions ?? []).map((c) => [c.id, c.options])),
    [fetchedOptions],
  );

  const update = useCallback(
    (columnId: string, patch: Partial<ColumnDraft>) =>
      setDrafts((current) => current.map((d) => (d.columnId === columnId ? { ...d, ...patch } : d))),
    [],
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
      setChecked(true);
      return missingRequired(drafts);
    },
  };
};

export type ColumnDraftsState = ReturnType<typeof useColumnDrafts>;
