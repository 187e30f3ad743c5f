import { addEnglishTexts } from './messages';
import { en } from './messages/en';

export * from './catalogue';
export * from './messages';
export * from './india-time';
export * from './indian-numbers';
export { en } from './messages/en';
export * from './validators';
export * from './formats';
export * from './documents';
export * from './request-fields';
export * from './workflow';
export * from './routes';
export * from './custom-forms';
export * from './turnaround';
export * from './reference';
export * from './workspace';
export * from './form-rules';
export * from './identity';

// The whole domain carries every English text: wherever it loads (the server, each role app, a screen
// that needs the catalogue), the texts `@gia/domain/core` left out join the one catalogue.
addEnglishTexts(en);
