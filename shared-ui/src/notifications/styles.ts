import { useInsertionEffect } from 'react';

const STYLE_ID = 'gia-notifications-styles';

/** The bell and its list; the rest comes from the portal's stylesheet (colours, spacing). */
const NOTIFICATIONS_CSS = `
.gia-bell { position: relative; min-width: var(--gia-tap); min-height: var(--gia-tap); display: inline-flex; align-items: center; justify-content: center; background: none; border: none; border-radius: var(--gia-radius); color: inherit; cursor: pointer; padding: 0 var(--gia-space-2); }
.gia-bell svg { width: 24px; height: 24px; }
.gia-bell-count { position: absolute; top: 2px; right: 0; min-width: 20px; height: 20px; padding: 0 5px; border-radius: 10px; background: var(--gia-danger); color: #fff; font-size: 0.75rem; font-weight: 700; line-height: 20px; text-align: center; }
.gia-notices { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--gia-space-2); }
.gia-notice { padding: var(--gia-space-3); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); }
.gia-notice-unread { border-left: 4px solid var(--gia-primary); background: #eef4fa; }
.gia-notice p { margin: 0 0 var(--gia-space-1); }
.gia-notice-meta { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); align-items: center; color: var(--gia-muted); font-size: 0.9rem; }
.gia-notice-actions { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); align-items: center; }
.gia-notice-actions a { min-height: var(--gia-tap); display: inline-flex; align-items: center; }
`;

/** Puts this folder's styles in the page once, whoever renders first. */
export function useNotificationStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = NOTIFICATIONS_CSS;
    document.head.appendChild(style);
  }, []);
}
