/** Texts of a role app's area when its release cannot run here (issue 15: releasing one module). */
export const releasesEn = {
  'remote.updated': 'This part of the portal has been updated. Reload the page to use the new version.',
  'remote.incompatible':
    'This part of the portal needs a newer version of the portal than this page has. Reload the page; if this message stays, please try again later.',
  'remote.reload': 'Reload'
} as const;
