/** Texts the customer app adds (issue 14), English. They ship with this app and are registered with the core's translator. */
export const customerTextsEn = {
  'customer.newRequest': 'Request a new service',
  'customer.submitted': 'Your request {reference} was submitted. Keep this reference to follow it.',
  'customer.allRequests': 'All my requests',
  'customer.tileNone': 'No requests yet',
  'customer.tileOne': '1 request',
  'customer.tileMany': '{count} requests',
  'customer.tileOpen': '{count} open',
  'customer.pageIntro': 'Keep this reference: quote it when you call or write to us.'
} as const;

export type CustomerTextKey = keyof typeof customerTextsEn;
