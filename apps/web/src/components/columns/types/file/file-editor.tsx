import { FileText, X } from 'lucide-react';
import { useRef } from 'react';
import { MAX_UPLOAD_BYTES, screenTexts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { EditorProps } from '../../model';

/** '1.5 MB' / '12 kB', with the reader's digits, separators and unit names ('1,5 Mo'). */
const formatSize = (bytes: number) =>
  bytes >= 1_048_576
    ? formatNumber(bytes / 1_048_576, {
        style: 'unit',
        unit: 'megabyte',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      })
    : formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });

/**
 * File: a new file to upload (§5: at most 5 MB — a larger one is refused with a console message only and
 * is not attached). Files the column holds already are listed; an upload adds to them.
 */
export const FileEditor = ({ draft, onChange, id, invalid, describedBy, disabled }: EditorProps) => {
  const input = useRef<HTMLInputElement>(null);
  const file = draft.newlyUploadedFile;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-2">
      {draft.files.length > 0 && (
        <ul
          className="flex flex-col gap-1 text-[13px] text-muted-foreground"
          aria-label={t('boards.columns.file.existing', { column: draft.title })}
        >
          {draft.files.map((f, index) => (
            <li key={`${f.asset.public_url}-${index}`} className="flex min-w-0 items-center gap-1.5">
              <FileText className="size-3.5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
              <a
                href={f.asset.public_url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 truncate hover:text-foreground hover:underline"
              >
                {f.asset.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy ? `${describedBy} ${hintId}` : hintId}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && chosen.size > MAX_UPLOAD_BYTES) {
            console.warn(`${chosen.name} is larger than 5 MB (${chosen.size} bytes) and was not attached.`);
            event.target.value = '';
            onChange({ newlyUploadedFile: null });
            return;
          }
          onChange({ newlyUploadedFile: chosen });
        }}
        className={cn(
          inputClasses,
          'h-auto cursor-pointer py-1.5 text-[13px] text-muted-foreground max-md:h-auto',
          'file:me-3 file:h-7 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3',
          'file:text-[13px] file:font-medium file:text-foreground',
        )}
      />
      {file && (
        <p className="flex min-h-8 items-center justify-between gap-2 text-[13px]">
          <span className="min-w-0 truncate">
            {file.name} <span className="text-muted-foreground">({formatSize(file.size)})</span>
          </span>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('boards.columns.file.remove', { name: file.name })}
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange({ newlyUploadedFile: null });
            }}
          >
            <X className="size-4" strokeWidth={1.75} />
          </Button>
        </p>
      )}
      {/* §5: file fields always show the limit; a larger file is refused with a console message only. */}
      <p id={hintId} className="text-[13px] text-muted-foreground">
        {localize(screenTexts.maxFileSize)}
      </p>
    </div>
  );
};
