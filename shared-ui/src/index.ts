/**
 * The core every screen needs (i18n, API client, auth, feedback, UI kit). Request and document
 * components live in the `@gia/shared-ui/requests` entry, so the landing page does not download them.
 */
export * from './i18n';
export * from './api';
export * from './auth';
export * from './feedback';
export * from './ui';
export { StandaloneRemote, type ScreenMap } from './standalone/StandaloneRemote';
