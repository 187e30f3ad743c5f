import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MessageKey } from '@gia/domain';
import { Button, EmptyState, errorMessage, Page, Spinner, useT } from '@gia/shared-ui';
import { isNotFound, useRequest } from '../api/get-request';
import type { RequestDetail } from '../api/types';
import { Conversation } from '../conversation/Conversation';
import { ConversationActions } from '../conversation/ConversationActions';
import { EarlierVersions } from '../conversation/EarlierVersions';
import { RequestDetails } from '../workspace/RequestDetails';
import { RequestTimeline } from '../workspace/RequestTimeline';
import { useStyleSheet } from './use-style-sheet';

/** The request page's layout: on a phone one column (details and documents, then actions and timeline); wide, side by side. */
const CSS = `
.gia-request { display: flex; flex-direction: column; gap: var(--gia-space-4); }
.gia-request-main, .gia-request-side { display: flex; flex-direction: column; gap: var(--gia-space-4); min-width: 0; }
@media (min-width: 900px) {
  .gia-request { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
}
.gia-request .gia-request-actions { margin-top: 0; border-top: none; padding-top: 0; }
`;

/** Where each staff role's page leads back to: its list across kinds. */
const LIST: Record<StaffRole, { path: string; label: MessageKey }> = {
  admin: { path: '/RequestQueue', label: 'request.toQueue' },
  vendor: { path: '/MyWork', label: 'request.toWork' }
};

export type StaffRole = 'admin' | 'vendor';

export interface StaffRequestPageProps {
  role: StaffRole;
  /** The role's actions on the request now (its app owns them). */
  actions: ComponentType<{ detail: RequestDetail }>;
}

/**
 * /Requests/{reference} for a staff role: every field and document with previews, earlier versions and
 * the conversation, the role's actions, and the whole timeline; the list's link when it is not found.
 */
export function StaffRequestPage({ role, actions: Actions }: StaffRequestPageProps) {
  useStyleSheet('gia-staff-request', CSS);
  const t = useT();
  const { reference = '' } = useParams();
  const request = useRequest(reference);
  const missing = request.isError && isNotFound(request.error);
  const list = LIST[role];
  return (
    <Page title={reference} back={list.path}>
      {request.isPending && <Spinner />}
      {missing && (
        <EmptyState
          text={t('request.notFound', { reference })}
          action={
            <Link className="gia-button gia-button-primary" to={list.path}>
              {t(list.label)}
            </Link>
          }
        />
      )}
      {request.isError && !missing && (
        <EmptyState
          text={t('request.loadFailed', { reason: errorMessage(request.error, t('error.unexpected')) })}
          action={<Button onClick={() => void request.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {request.data && (
        <div className="gia-request">
          <div className="gia-request-main">
            <RequestDetails request={request.data} />
            <EarlierVersions request={request.data} />
            <Conversation request={request.data} />
          </div>
          <div className="gia-request-side">
            <div className="gia-card-panel">
              <Actions detail={request.data} />
              <ConversationActions request={request.data} />
            </div>
            <RequestTimeline state={request.data.status} events={request.data.events} />
          </div>
        </div>
      )}
    </Page>
  );
}
