export { FileInput, type FileInputProps } from './FileInput';
export { DocumentView, type DocumentViewProps } from './DocumentView';
export { uploadDocument } from './upload-document';
export { maxUploadMb, forgetUploadConfig } from './upload-config';
