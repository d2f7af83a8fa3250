import { FileText, Paperclip } from 'lucide-react';
import { screenTexts } from '@portico/contract';
import { TruncatedText } from '@/components/ui/truncated-text';
import { localize } from '@/lib/i18n';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';

/**
 * §2 file: in rows the first file's name, followed by ',...' when there are more, or 'N/A'; in details
 * every file as a link to its public URL, or 'No file uploaded'.
 */
export const FileCell = ({ value, variant }: CellProps) => {
  const files = value.files ?? [];
  if (variant === 'details') {
    if (files.length === 0)
      return <span className="text-muted-foreground">{localize(screenTexts.noFileUploaded)}</span>;
    return (
      <ul className="flex flex-col gap-1.5">
        {files.map((f, index) => (
          <li key={`${f.asset.public_url}-${index}`} className="flex min-w-0 items-center gap-2">
            <FileText
              className="size-4 shrink-0 text-muted-foreground"
              strokeWidth={1.75}
              aria-hidden="true"
            />
            <a
              href={f.asset.public_url}
              target="_blank"
              rel="noreferrer"
              className="min-w-0 truncate text-primary-text underline-offset-4 hover:underline"
            >
              {f.asset.name}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  const first = files[0];
  if (!first) return <NotAvailable />;
  const text = `${first.asset.name}${files.length > 1 ? ',...' : ''}`;
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <Paperclip className="size-3.5 shrink-0 text-muted-foreground" strokeWidth={1.75} aria-hidden="true" />
      <TruncatedText full={files.map((f) => f.asset.name).join('\n')}>{text}</TruncatedText>
    </span>
  );
};
