// The files module's public API: uploads kept in the file storage, their records and their signed URLs.
export {
  IMAGE_TYPES,
  type FilesService,
  type SignedFile,
  type StoreUploadInput,
  createFilesService,
} from './files.service';
export { type FilesRouteServices, filesRoutes } from './files.routes';
// A stored file's record, as the multipart reader and the modules that attach files pass it on.
export type { FileRow } from './files.repository';
