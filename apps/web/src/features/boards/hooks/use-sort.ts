import { useEffect, useMemo, useState } from 'react';
import type { Item, SortOption } from '@portico/contract';
import { usePreferences } from '@/hooks/use-preferences';
import { useAuth } from '@/lib/auth-context';
import { computeSortOptions, resolveSortPreference } from '@/lib/sorting';

/** What identifies the sort options of a board: the first item's first columns (type, id and title). */
const optionsKey = (options: readonly SortOption[]) =>
  options.map((o) => `${o.value}\u0000${o.label}`).join('\n');

/**
 * §4 sorting: options from the first loaded item's first five columns, published for the Preferences
 * modal; the saved sortPreference applies while it is among them, else Default. A choice made on the board
 * applies to this visit of it.
 */
export const useSort = (firstItem: Item | undefined) => {
  const { setSortingOptions } = useAuth();
  const [{ sortPreference }] = usePreferences();
  const [choice, setChoice] = useState<string | null>(null);

  const computed = computeSortOptions(firstItem);
  const key = optionsKey(computed);
  // Recomputed only when the columns change, not on every new page of items.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => computed, [key]);

  useEffect(() => {
    setSortingOptions(options);
  }, [options, setSortingOptions]);

  const value = resolveSortPreference(choice ?? sortPreference, options);
  return { options, value, setValue: setChoice };
};
