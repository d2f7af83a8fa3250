import { TruncatedText } from '@/components/ui/truncated-text';
import { formatPhone } from '@/lib/phone';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

/** §2 phone: '+{country} XXX (XXX) XXXX' from the last 10 digits; details dial it. */
export const PhoneCell = ({ value, variant }: CellProps) => {
  const formatted = formatPhone(value.text);
  if (!formatted) return <NotAvailable />;
  if (variant === 'details') {
    const digits = value.text.replace(/[^\d+]/g, '');
    return (
      <a href={`tel:${digits}`} className="tabular text-primary-text underline-offset-4 hover:underline">
        {formatted}
      </a>
    );
  }
  // In a narrow card or column the number ends in an ellipsis (full in a tooltip), never cut mid-digit.
  return <TruncatedText className="tabular">{formatted}</TruncatedText>;
};
