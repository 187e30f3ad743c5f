import { addEnglishTexts } from '@gia/domain';
import { identityEn } from '@gia/domain/identity-texts';

/** The server answers and mails in the identity texts (issue 17): they join its English catalogue. */
export function registerIdentityTexts(): void {
  addEnglishTexts(identityEn);
}
