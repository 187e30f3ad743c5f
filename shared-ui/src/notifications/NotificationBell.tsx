import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@gia/domain/core';
// The core by its package name, as the request entry does: a relative path would split the core's one bundled scope.
import {
  Button,
  Dialog,
  EmptyState,
  errorMessage,
  formatDateTime,
  Spinner,
  StatusBadge,
  useAuthStore,
  useLanguageStore,
  useNotice,
  useT
} from '@gia/shared-ui';
import { create } from 'zustand';
import { pageSingleton } from '../singleton';
import { noticeRoute, noticeText, type NotificationRow } from './notice-text';
import { useNotificationStyles } from './styles';
import { useNotificationT } from './texts';
import { useNotificationList, useUnreadCount } from './use-notifications';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

/**
 * Whether the bell's panel is open, kept beside the page rather than in one bell: each screen draws its own
 * header, so the bell of a screen still loading gives way to the arrived screen's, and a panel opened
 * meanwhile closed under the person's hand.
 */
const useBellPanel = pageSingleton('bellPanel', () => {
  const panel = create<{ open: boolean }>(() => ({ open: false }));
  // Signed out with it open: the next person starts with it closed.
  useAuthStore.subscribe((auth) => {
    if (!auth.isAuthenticated) panel.setState({ open: false });
  });
  return panel;
});
const setOpen = (open: boolean) => useBellPanel.setState({ open });

/**
 * The header's bell for a signed-in person: the unread count (polled every 30 seconds and on focus),
 * and a dialog of past notifications in the chosen language, each leading to its request's page.
 */
export function NotificationBell() {
  useNotificationStyles();
  const t = useT();
  const role = useAuthStore((s) => (s.isAuthenticated ? s.role : null));
  const unread = useUnreadCount(useAuthStore((s) => (s.isAuthenticated ? s.token : null)));
  const open = useBellPanel((s) => s.open);
  if (role === null) return null;
  const shown = unread.count > 99 ? '99+' : String(unread.count);
  return (
    <>
      <button
        type="button"
        className="gia-bell"
        aria-label={t('notifications.bell', { count: unread.count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {unread.count > 0 && (
          <span className="gia-bell-count" aria-hidden="true">
            {shown}
          </span>
        )}
      </button>
      <NotificationList
        open={open}
        role={role}
        unread={unread.count}
        onUnread={unread.setCount}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

interface ListProps {
  open: boolean;
  role: Role;
  unread: number;
  onUnread(n: number): void;
  onClose(): void;
}

function NotificationList({ open, role, unread, onUnread, onClose }: ListProps) {
  const t = useT();
  const notice = useNotice();
  const list = useNotificationList(open, onUnread);
  const [marking, setMarking] = useState(false);

  const mark = useCallback(
    async (which: number[] | 'all') => {
      setMarking(true);
      try {
        await list.markRead(which);
      } catch (error) {
        notice.error(t('list.actionFailed', { reason: errorMessage(error, t('error.unexpected')) }));
      } finally {
        setMarking(false);
      }
    },
    [list, notice, t]
  );

  const actions = (
    <>
      {list.hasMore && (
        <Button variant="secondary" onClick={list.more} busy={list.loading} busyLabel={t('common.loading')}>
          {t('notifications.more')}
        </Button>
      )}
      {unread > 0 && (
        <Button onClick={() => void mark('all')} busy={marking} busyLabel={t('common.loading')}>
          {t('notifications.markAllRead')}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open={open} title={t('notifications.title')} onClose={onClose} actions={actions}>
      {list.error !== null && (
        <EmptyState
          text={t('notifications.loadFailed', { reason: list.error || t('error.unexpected') })}
          action={<Button onClick={list.reload}>{t('common.retry')}</Button>}
        />
      )}
      {list.error === null && !list.loading && list.rows.length === 0 && <EmptyState text={t('notifications.empty')} />}
      {list.rows.length > 0 && (
        <ul className="gia-inbox">
          {list.rows.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              role={role}
              busy={marking}
              onMark={() => void mark([n.id])}
              onOpen={() => {
                if (n.read_at === null) void mark([n.id]);
                onClose();
              }}
            />
          ))}
        </ul>
      )}
      {list.loading && <Spinner />}
    </Dialog>
  );
}

function NotificationItem({
  n,
  role,
  busy,
  onMark,
  onOpen
}: {
  n: NotificationRow;
  role: Role;
  busy: boolean;
  onMark(): void;
  onOpen(): void;
}) {
  const t = useT();
  const nt = useNotificationT();
  const lang = useLanguageStore((s) => s.lang);
  const textId = useId();
  const route = noticeRoute(role, n);
  const isUnread = n.read_at === null;
  return (
    <li className={isUnread ? 'gia-inbox-item gia-inbox-unread' : 'gia-inbox-item'}>
      <p id={textId}>{noticeText(lang, n)}</p>
      <div className="gia-inbox-meta">
        {isUnread && <StatusBadge tone="info" label={t('notifications.unread')} />}
        <time dateTime={n.created_at}>{formatDateTime(n.created_at, lang)}</time>
      </div>
      <div className="gia-inbox-actions">
        {route && (
          <Link to={route} aria-describedby={textId} onClick={onOpen}>
            {n.reference ? nt('notifications.openRequest', { reference: n.reference }) : t('notifications.open')}
          </Link>
        )}
        {isUnread && (
          <Button variant="link" aria-describedby={textId} disabled={busy} onClick={onMark}>
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}
