import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serviceByKey } from '@gia/domain';
import { Button, EmptyState, errorMessage, Page, Spinner, useT } from '@gia/shared-ui';
import {
  Conversation,
  ConversationActions,
  isNotFound,
  RequestDetails,
  RequestTimeline,
  StateBadge,
  useRequest,
  useWorkspaceT,
  type RequestDetail
} from '@gia/shared-ui/requests';
import { RequestForm, type Correction } from '../requests/RequestForm';
import { useCustomerT } from '../texts';

/**
 * /Requests/{reference} for the customer who submitted it: the reference in view, the state, every detail
 * and document they gave, and the timeline of what happened and what is still to come.
 */
export default function RequestPage() {
  const t = useT();
  const w = useWorkspaceT();
  const c = useCustomerT();
  const reference = useParams().reference ?? '';
  const request = useRequest(reference);
  const title = w('ws.requestTitle', { reference });
  const [correcting, setCorrecting] = useState(false);

  if (request.isPending) {
    return (
      <Page title={title} back="/MyRequests">
        <Spinner />
      </Page>
    );
  }
  if (request.isError) {
    return (
      <Page title={title} back="/MyRequests">
        {isNotFound(request.error) ? (
          <EmptyState
            text={w('ws.notFound', { reference })}
            action={<Link to="/MyRequests">{c('customer.allRequests')}</Link>}
          />
        ) : (
          <EmptyState
            text={w('ws.pageLoadFailed', { reason: errorMessage(request.error, t('error.unexpected')) })}
            action={<Button onClick={() => void request.refetch()}>{t('common.retry')}</Button>}
          />
        )}
      </Page>
    );
  }
  const r = request.data;
  const kind = serviceByKey(r.kind);
  if (correcting && kind && r.actions.includes('resubmit'))
    return <RequestForm kind={kind} correction={correctionOf(r)} />;
  return (
    <Page title={title} back="/MyRequests">
      <div className="gia-request-head">
        <StateBadge state={r.status} />
        <p className="gia-list-count">{c('customer.pageIntro')}</p>
      </div>
      <div className="gia-request-grid">
        <div>
          <ConversationActions request={r} onCorrect={() => setCorrecting(true)} />
          <RequestDetails request={r} />
          <Conversation request={r} />
        </div>
        <RequestTimeline state={r.status} events={r.events} />
      </div>
    </Page>
  );
}

/** The values a rejected request was sent with, and why it was rejected: where its correction starts. */
function correctionOf(r: RequestDetail): Correction {
  const rejection = [...r.events].reverse().find((e) => e.kind === 'reject');
  return {
    reference: r.reference,
    values: Object.fromEntries(
      r.fields.map((f) => [f.name, f.value === null || f.value === undefined ? null : String(f.value)])
    ),
    reason: rejection?.reason ?? null
  };
}
