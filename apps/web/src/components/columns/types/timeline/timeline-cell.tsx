import { TruncatedText } from '@/components/ui/truncated-text';
import { usePreferences } from '@/hooks/use-preferences';
import { formatDate } from '@/lib/dates';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

const RANGE = /^(\d{4}-\d{2}-\d{2}) - (\d{4}-\d{2}-\d{2})$/;

/** Timeline: 'from - to', both dates in the user's date format like date cells. Read-only. */
export const TimelineCell = ({ value }: CellProps) => {
  const [{ dateFormat }] = usePreferences();
  const text = value.text.trim();
  if (!text) return <NotAvailable />;
  const m = RANGE.exec(text);
  const from = m && formatDate(m[1], dateFormat);
  const to = m && formatDate(m[2], dateFormat);
  return <TruncatedText className="tabular">{from && to ? `${from} – ${to}` : text}</TruncatedText>;
};
