export { privacyRoutes } from './routes';
export { completeErasures, startErasureChecks } from './erasure';
export { destroyRequestDocuments, startDocumentRemovals } from './documents';
