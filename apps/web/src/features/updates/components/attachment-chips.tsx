import { FileText, X } from 'lucide-react';
import type { UpdateAttachment } from '@portico/contract';
import { t } from '@/lib/i18n';
import { formatSize } from '../utils/files';

/** The files chosen for an update that is not posted yet, each with its size and a remove button. */
export const PendingFiles = ({
  files,
  onRemove,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
}) =>
  files.length === 0 ? null : (
    <ul aria-label={t('updates.attachments.pending')} className="flex flex-wrap gap-2">
      {files.map((file, index) => (
        <li
          key={`${file.name}-${index}`}
          className="flex h-8 max-w-full items-center gap-1.5 rounded-control border border-border bg-surface ps-2 pe-1 text-[13px]"
        >
          <FileText
            className="size-3.5 shrink-0 text-muted-foreground"
            strokeWidth={1.75}
            aria-hidden="true"
          />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="shrink-0 text-muted-foreground tabular-nums">{formatSize(file.size)}</span>
          <button
            type="button"
            aria-label={t('updates.attachments.remove', { name: file.name })}
            onClick={() => onRemove(index)}
            className="grid size-6 place-items-center rounded-sm text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );

/** A posted update's files: images as small thumbnails, the others as chips; each a download link. */
export const UpdateAttachments = ({ attachments }: { attachments: readonly UpdateAttachment[] }) =>
  attachments.length === 0 ? null : (
    <ul aria-label={t('updates.attachments.list')} className="flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.id} className="max-w-full">
          <a
            href={file.url}
            download={file.name}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('updates.attachments.download', { name: file.name, size: formatSize(file.size) })}
            className="flex h-full max-w-64 items-center gap-2 rounded-control border border-border bg-surface p-1.5 pe-2.5 text-[13px] hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            {file.mimeType.startsWith('image/') ? (
              <img
                src={file.url}
                alt=""
                className="size-10 shrink-0 rounded-sm object-cover"
                loading="lazy"
              />
            ) : (
              <FileText
                className="ms-1 size-4 shrink-0 text-muted-foreground"
                strokeWidth={1.75}
                aria-hidden="true"
              />
            )}
            <span className="min-w-0 truncate text-primary-text">{file.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{formatSize(file.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
