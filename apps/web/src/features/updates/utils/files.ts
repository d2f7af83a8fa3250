import { MAX_UPDATE_ATTACHMENTS, MAX_UPLOAD_BYTES, serverMessages, updateMessages } from '@portico/contract';

/** The size of a file in words a person reads: 512 B, 14 KB, 2.4 MB. */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

/**
 * Adds chosen files to those already attached, under the server's rules (5 MB each, not empty, at most
 * MAX_UPDATE_ATTACHMENTS): the files that fit, and a message for each one that does not.
 */
export const addFiles = (
  current: readonly File[],
  chosen: readonly File[],
): { files: File[]; problems: string[] } => {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (file.size > MAX_UPLOAD_BYTES) problems.push(`${file.name}: ${serverMessages.fileTooLarge}`);
    else if (file.size === 0) problems.push(serverMessages.emptyFile(file.name));
    else if (files.length >= MAX_UPDATE_ATTACHMENTS) {
      if (!problems.includes(updateMessages.tooManyAttachments))
        problems.push(updateMessages.tooManyAttachments);
    } else files.push(file);
  }
  return { files, problems };
};
