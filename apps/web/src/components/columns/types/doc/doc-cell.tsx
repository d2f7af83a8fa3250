import { FileText } from 'lucide-react';
import { TruncatedText } from '@/components/ui/truncated-text';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

/** Doc: its title; in details a link to the document. Docs are read-only in the portal. */
export const DocCell = ({ value, variant }: CellProps) => {
  const title = value.text.trim();
  if (!title) return <NotAvailable />;
  if (variant === 'details' && value.url) {
    return (
      <a
        href={value.url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex max-w-full items-center gap-1.5 text-primary-text underline-offset-4 hover:underline"
      >
        <FileText className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
        <span className="truncate">{title}</span>
      </a>
    );
  }
  return <TruncatedText>{title}</TruncatedText>;
};
