/** Refusals of the abuse limits, upload quotas and storage checks (server answers; the browser shows them by key). */
export const limitsEn = {
  'limits.signIn': 'Too many sign-in attempts. Please try again in {seconds} seconds.',
  'limits.signInOneSecond': 'Too many sign-in attempts. Please try again in 1 second.',
  'limits.upload': 'Too many uploads from your address. Please try again in {seconds} seconds.',
  'limits.formResponse': 'Too many form submissions from your address. Please wait a minute and try again.',
  'limits.unclaimedPerHour':
    'Your address has uploaded {mb} MB without signing in during the last hour, the most allowed. Sign in to upload more, or try again in {minutes} minutes.',
  'limits.unclaimedTotal':
    'The portal is holding too many files from people who have not signed in. Please sign in to upload, or try again later.',
  'limits.diskFull':
    'The portal is short of storage space and cannot take files just now. Your file was not saved; please try again later.',
  'limits.storageDown':
    'Document storage cannot be reached just now. Nothing was saved or lost; please try again in a few minutes.'
} as const;
