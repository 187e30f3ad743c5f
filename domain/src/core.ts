/**
 * `@gia/domain/core`: what every page needs, the route table and the texts, without the field catalogue,
 * validators, workflow and form rules (`@gia/domain` has everything). The shell's first screens and the
 * shared-ui core import from here, so the landing page does not download the rest.
 */
export * from './messages';
export * from './india-time';
export * from './indian-numbers';
export * from './routes';
export { SERVICE_KEYS, SERVICE_ROUTES, SERVICE_TYPES, serviceKeyOfType, serviceText } from './catalogue/service-routes';
export { fieldLabel } from './catalogue/field-label';
export type { Role } from './workflow';
