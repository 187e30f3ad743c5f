import { serviceByKey, translate, type MessageKey } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { noticeParams, type NoticeKind, type NoticeParams } from './notices';

export interface NotificationAnswer {
  id: number;
  kind: NoticeKind;
  request_id: number | null;
  /** The request's reference, for a link to its page; null when the request is gone. */
  reference: string | null;
  service_type: string | null;
  message: string;
  message_key: string;
  params: NoticeParams;
  created_at: string;
  read_at: string | null;
}

export async function unreadCount(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of an account's notifications, newest first, with their English text and how many match in all. */
export async function listNotifications(
  db: Kysely<Database>,
  accountId: number,
  options: { unreadOnly: boolean; limit: number; offset: number }
): Promise<{ rows: NotificationAnswer[]; total: number }> {
  let mine = db.selectFrom('notifications').where('account_id', '=', accountId);
  if (options.unreadOnly) mine = mine.where('read_at', 'is', null);
  const [stored, count] = await Promise.all([
    mine
      .leftJoin('requests', 'requests.id', 'notifications.request_id')
      .select([
        'notifications.id',
        'notifications.kind',
        'notifications.request_id',
        'notifications.message_key',
        'notifications.params',
        'notifications.created_at',
        'notifications.read_at',
        'requests.kind as request_kind',
        'requests.reference',
        'requests.deleted_at'
      ])
      .orderBy('notifications.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  ]);
  const rows = stored.map((n) => {
    const params = noticeParams('en', n.request_kind, JSON.parse(n.params) as NoticeParams);
    return {
      id: n.id,
      kind: n.kind as NoticeKind,
      request_id: n.request_id,
      reference: n.reference && !n.deleted_at ? n.reference : null,
      service_type: (n.request_kind && serviceByKey(n.request_kind)?.serviceType) || null,
      message: translate('en', n.message_key as MessageKey, params),
      message_key: n.message_key,
      params,
      created_at: n.created_at,
      read_at: n.read_at
    };
  });
  return { rows, total: Number(count.n) };
}

/** Marks some (or all) of an account's unread notifications read; others' ids are left alone. Answers how many changed. */
export async function markRead(
  db: Kysely<Database>,
  accountId: number,
  which: { ids: number[] } | 'all',
  at: string
): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null);
  if (which !== 'all') q = q.where('id', 'in', which.ids);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
