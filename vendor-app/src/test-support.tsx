/** Helpers for this app's component tests (test code only). */
export { at, detail, renderScreen, row } from '../../shared-ui/src/requests/staff/test-support';
export { eventsFor, freshPage, signIn, SIGNED_DOCUMENT_URL, VENDORS } from '../../shared-ui/src/requests/test-support';
export { answer, failure } from '@gia/shared-ui/test-support';
