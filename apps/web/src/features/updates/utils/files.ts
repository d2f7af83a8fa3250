import { MAX_UPDATE_ATTACHMENTS, MAX_UPLOAD_BYTES, serverMessages, updateMessages } from '@portico/contract';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';

/**
 * The size of a file in words a person reads: 512 B, 14 KB, 2.4 MB (2,4 MB in German). Digits without
 * grouping, as a file's size has always shown ('1000 B').
 */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return t('updates.files.bytes', { size: formatNumber(bytes, { useGrouping: false }) });
  if (bytes < 1024 * 1024)
    return t('updates.files.kilobytes', {
      size: formatNumber(Math.round(bytes / 1024), { useGrouping: false }),
    });
  const megabytes = formatNumber(bytes / 1024 / 1024, {
    useGrouping: false,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return t('updates.files.megabytes', { size: megabytes });
};

/**
 * Adds chosen files to those already attached, under the server's rules (5 MB each, not empty, at most
 * MAX_UPDATE_ATTACHMENTS): the files that fit, and a message for each one that does not, in the reader's
 * language.
 */
export const addFiles = (
  current: readonly File[],
  chosen: readonly File[],
): { files: File[]; problems: string[] } => {
  const files = [...current];
  const problems: string[] = [];
  // The server's own texts, in the reader's language (the catalogue's api.json).
  const tooMany = localize(updateMessages.tooManyAttachments);
  for (const file of chosen) {
    if (file.size > MAX_UPLOAD_BYTES)
      problems.push(
        t('updates.files.problem', { name: file.name, problem: localize(serverMessages.fileTooLarge) }),
      );
    else if (file.size === 0) problems.push(localize(serverMessages.emptyFile(file.name)));
    else if (files.length >= MAX_UPDATE_ATTACHMENTS) {
      if (!problems.includes(tooMany)) problems.push(tooMany);
    } else files.push(file);
  }
  return { files, problems };
};
