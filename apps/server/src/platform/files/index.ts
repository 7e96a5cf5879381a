export {
  checkClientFileName,
  checkUpload,
  DEFAULT_UPLOAD_EXTENSIONS,
  FILE_NAME_INVALID,
  type UploadCandidate,
  type UploadRules,
} from './check-upload.ts';
export { contentDisposition } from './content-disposition.ts';
export { createFileStorage, storageOf, type FileStorageConfig } from './create-file-storage.ts';
export { displayFileName } from './display-file-name.ts';
export { newStorageKey, type FileStorage, type StoredFile } from './file-storage.ts';
export { LocalDiskStorage } from './local-disk-storage.ts';
export { S3FileStorage, type S3Settings } from './s3-file-storage.ts';
export { saveMultipartFile, type SavedFile } from './save-multipart-file.ts';
export { sendStoredFile } from './send-stored-file.ts';
export { createUrlSigner, FILE_URL_TTL_SECONDS, type FileLinks, type UrlSigner } from './signed-url.ts';
