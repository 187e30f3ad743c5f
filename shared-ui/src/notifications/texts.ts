// The core by its package name, as the rest of this folder: one language store on the page.
import { registerTexts, useTexts } from '@gia/shared-ui';

/** Texts of the notification panel the core adds (issue 14); Hindi fetched with the rest when chosen. */
export const notificationTextsEn = {
  'notifications.openRequest': 'Open request {reference}'
} as const;

const notificationTextsHi: Record<keyof typeof notificationTextsEn, string> = {
  'notifications.openRequest': 'अनुरोध {reference} खोलें'
};

// Registered when the bell's chunk loads, in the language the page shows.
void registerTexts({
  name: 'core-notifications',
  en: notificationTextsEn,
  load: { hi: async () => notificationTextsHi }
});

export function useNotificationT() {
  return useTexts(notificationTextsEn);
}
