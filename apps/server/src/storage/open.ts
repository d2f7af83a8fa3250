import { createLocalDiskStorage } from './local-disk';
import type { FileStorage } from './storage';
import type { StorageConfig } from './storage-url';

/**
 * The store a storage configuration names. The S3 driver (and the AWS SDK under it) is loaded only when
 * it is used, so an installation on local disk does not pay for loading it at every start.
 */
export const openStorage = async (config: StorageConfig): Promise<FileStorage> => {
  if (config.kind === 'local') return createLocalDiskStorage(config.root);
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config);
};
