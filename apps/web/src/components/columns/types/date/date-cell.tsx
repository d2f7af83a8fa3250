import { usePreferences } from '@/hooks/use-preferences';
import { formatDate } from '@/lib/dates';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

/** §2 date: in the user's dateFormat (default YYYY-MM-DD); a value that is not a date shows 'N/A'. */
export const DateCell = ({ value }: CellProps) => {
  const [{ dateFormat }] = usePreferences();
  const formatted = formatDate(value.text, dateFormat);
  return formatted ? <span className="tabular whitespace-nowrap">{formatted}</span> : <NotAvailable />;
};
