import { TruncatedText } from '@/components/ui/truncated-text';
import { cn } from '@/lib/utils';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

/** Text, long text, name and numbers: the text, or 'N/A'. In rows one truncated line, in details in full. */
export const TextCell = ({ value, variant }: CellProps) => {
  const text = value.text.trim();
  if (!text) return <NotAvailable />;
  const numeric = value.type === 'numbers';
  if (variant === 'details') {
    return <span className={cn('break-words whitespace-pre-wrap', numeric && 'tabular')}>{text}</span>;
  }
  return (
    <TruncatedText className={cn(numeric && 'tabular')} full={text}>
      {text.replace(/\s+/g, ' ')}
    </TruncatedText>
  );
};

/** Email: the address; in details a mail link. */
export const EmailCell = ({ value, variant }: CellProps) => {
  const text = value.text.trim();
  if (!text) return <NotAvailable />;
  if (variant === 'details') {
    return (
      <a href={`mailto:${text}`} className="break-all text-primary-text underline-offset-4 hover:underline">
        {text}
      </a>
    );
  }
  return <TruncatedText>{text}</TruncatedText>;
};
