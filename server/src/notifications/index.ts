export { notificationRoutes } from './routes';
export { notifyOnChange } from './on-change';
export { announceOverdue, startOverdueChecks } from './overdue';
export { deliverOutbox, startMailWorker, backoffMs } from './outbox';
export { smtpMailer, type Mailer, type OutgoingMail } from './mailer';
export { NOTICE_KINDS, type NoticeKind } from './notices';
