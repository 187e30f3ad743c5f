/** Documents: what other capabilities use (claiming on submission, signed addresses) and the plugin. */
export { claimDocuments, claimDocumentsFor } from './claim';
export { documentsPlugin } from './routes';
export { signDocumentUrl, signingExpiry } from './signing';
export { createDocumentStorage, type DocumentStorage, StorageUnavailableError } from './storage';
export { startUnclaimedSweep, sweepUnclaimed } from './sweep';
