import { useInsertionEffect } from 'react';

const STYLE_ID = 'gia-notifications-styles';

/**
 * The bell and its list. The list's class names (`gia-inbox*`) are its own: the toasts own `gia-notices` /
 * `gia-notice` (fixed at the top, white on colour), so the list never takes their look. Words wrap whole
 * (the page's `overflow-wrap: anywhere` would split them mid-word in a narrow panel).
 */
const NOTIFICATIONS_CSS = `
.gia-bell { position: relative; min-width: var(--gia-tap); min-height: var(--gia-tap); display: inline-flex; align-items: center; justify-content: center; background: none; border: none; border-radius: var(--gia-radius); color: inherit; cursor: pointer; padding: 0 var(--gia-space-2); }
.gia-bell svg { width: 24px; height: 24px; }
.gia-bell-count { position: absolute; top: 2px; right: 0; min-width: 20px; height: 20px; padding: 0 5px; border-radius: 10px; background: var(--gia-danger); color: #fff; font-size: 0.75rem; font-weight: 700; line-height: 20px; text-align: center; }
.gia-inbox { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--gia-space-2); }
.gia-inbox-item { position: static; padding: var(--gia-space-3); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); background: #fff; color: var(--gia-text); box-shadow: none; overflow-wrap: break-word; word-break: normal; hyphens: manual; }
.gia-inbox-unread { border-left: 4px solid var(--gia-primary); background: #eef4fa; }
.gia-inbox-item p { margin: 0 0 var(--gia-space-1); }
.gia-inbox-meta { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); align-items: center; color: #4a5563; font-size: 0.9rem; }
.gia-inbox-actions { display: flex; flex-wrap: wrap; gap: var(--gia-space-1) var(--gia-space-3); align-items: center; }
.gia-inbox-actions a { min-height: var(--gia-tap); display: inline-flex; align-items: center; color: var(--gia-primary-dark); font-weight: 600; }
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
