import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@gia/domain';
import {
  Button,
  DataTable,
  EmptyState,
  errorMessage,
  formatDateTime,
  Page,
  Pager,
  Spinner,
  useLanguageStore,
  useT
} from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { keys } from '../api/query-keys';
import { AUDIT_PAGE, getAuditLog, getErasureLog } from './audit-log';
import { ResetLinkForm } from './ResetLinkForm';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

/** /AuditLog: who did what to which account and when, password reset links for any account, and erasure requests. */
export default function AuditLog() {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const audit = useQuery({
    queryKey: keys.auditLog(page),
    queryFn: () => getAuditLog(page),
    placeholderData: keepPreviousData
  });
  const erasures = useQuery({ queryKey: keys.erasures(), queryFn: getErasureLog });
  const when = (at: string | null) => (at ? formatDateTime(at, lang) : '');
  const failed = (error: unknown, retry: () => unknown) => (
    <EmptyState
      text={t('identity.audit.loadFailed', { reason: errorMessage(error, t('error.network')) })}
      action={<Button onClick={() => void retry()}>{t('common.retry')}</Button>}
    />
  );

  return (
    <Page title={t('home.auditLog')} back="/AdminDashboad">
      <ResetLinkForm onIssued={() => void client.invalidateQueries({ queryKey: ['audit'] })} />
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">{t('home.auditLog')}</h2>
        <p>{t('identity.audit.intro')}</p>
        {audit.isPending && <Spinner />}
        {audit.isError && failed(audit.error, audit.refetch)}
        {!audit.isError &&
          audit.data &&
          (audit.data.rows.length === 0 ? (
            <EmptyState text={t('identity.audit.empty')} />
          ) : (
            <DataTable
              caption={t('home.auditLog')}
              rows={audit.data.rows}
              rowKey="id"
              columns={[
                { key: 'at', label: t('identity.audit.at'), render: (e) => when(e.at) },
                { key: 'actor_name', label: t('identity.audit.actor') },
                {
                  key: 'action',
                  label: t('identity.audit.action'),
                  render: (e) => t(`identity.action.${e.action}` as MessageKey)
                },
                {
                  key: 'target_name',
                  label: t('identity.audit.target'),
                  render: (e) =>
                    `${e.target_name ?? ''} (${e.target_role ? t(`identity.role.${e.target_role}` as MessageKey) : ''} #${e.target_id ?? ''})`
                },
                { key: 'detail', label: t('identity.audit.detail'), render: (e) => e.detail ?? '' }
              ]}
            />
          ))}
        <Pager page={page} pages={Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE))} onPage={setPage} />
      </section>
      <section aria-labelledby="erasures-title">
        <h2 id="erasures-title">{t('identity.erasures.title')}</h2>
        {erasures.isPending && <Spinner />}
        {erasures.isError && failed(erasures.error, erasures.refetch)}
        {!erasures.isError &&
          erasures.data &&
          (erasures.data.length === 0 ? (
            <EmptyState text={t('identity.erasures.empty')} />
          ) : (
            <DataTable
              caption={t('identity.erasures.title')}
              rows={erasures.data}
              rowKey="id"
              columns={[
                { key: 'account_id', label: t('identity.audit.target'), render: (e) => `#${e.account_id}` },
                { key: 'requested_at', label: t('identity.erasures.requested'), render: (e) => when(e.requested_at) },
                {
                  key: 'completed_at',
                  label: t('identity.erasures.completed'),
                  render: (e) => (e.completed_at ? when(e.completed_at) : t('identity.erasures.waiting'))
                },
                { key: 'documents_removed', label: t('identity.erasures.documents') },
                { key: 'requests_kept', label: t('identity.erasures.requests') }
              ]}
            />
          ))}
      </section>
    </Page>
  );
}
