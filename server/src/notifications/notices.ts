import {
  addCatalogue,
  serviceByKey,
  serviceText,
  translate,
  type Language,
  type MessageKey,
  type ServiceKind
} from '@gia/domain';
import { hi } from '@gia/domain/hi';

// Mails are written in English and Hindi; the browser adds Hindi only when chosen, the server always.
addCatalogue('hi', hi);

/** What a notification tells, as the API's `kind`; its text is the message key `notification.<kind>`. */
export const NOTICE_KINDS = [
  'assigned',
  'rejected',
  'accepted',
  'completed',
  'assignedToYou',
  'declined',
  'overdue',
  'deleted',
  'deletedPlain',
  'message',
  'asked',
  'answered',
  'withdrawn',
  'resubmitted',
  'formResponse',
  'released',
  'vendorSuspended'
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export type NoticeParams = Record<string, string | number>;

export function noticeKey(kind: NoticeKind): MessageKey {
  return `notification.${kind}`;
}

/** A kind's name in a language, the `{service}` of every notification text. */
export function serviceName(lang: Language, kind: ServiceKind | undefined): string {
  return kind ? translate(lang, serviceText(kind, 'name')) : '';
}

/**
 * The params a notification's text is filled with: the stored ones (request id, reason, vendor, due date)
 * and the kind's name in the language, so `translate(lang, key, params)` is the whole text.
 */
export function noticeParams(lang: Language, kindKey: string | null, stored: NoticeParams): NoticeParams {
  return { ...stored, service: serviceName(lang, kindKey ? serviceByKey(kindKey) : undefined) };
}

/**
 * The email of a notification: English first, then Hindi, each with a line saying where to look and the
 * address of the request's page (`link`), so the reader lands on it after signing in.
 */
export function noticeEmail(
  key: MessageKey,
  kindKey: string,
  stored: NoticeParams,
  link: string
): { subject: string; body: string } {
  const english = translate('en', key, noticeParams('en', kindKey, stored));
  const hindi = translate('hi', key, noticeParams('hi', kindKey, stored));
  return {
    subject: translate('en', 'notification.emailSubject', { message: english }).slice(0, 500),
    body: `${english}\n${translate('en', 'notification.emailFooter')}\n${link}\n\n${hindi}\n${translate('hi', 'notification.emailFooter')}\n${link}\n`
  };
}
