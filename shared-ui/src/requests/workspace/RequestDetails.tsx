import { fieldLabel, isMessageKey, serviceByKey, serviceText, type MessageKey } from '@gia/domain';
import { formatDate, formatDateTime, useLanguageStore, useT } from '@gia/shared-ui';
import { DocumentView } from '../../documents/DocumentView';
import { fieldText } from '../field-text';
import type { RequestDetail } from '../api/types';
import { DueBadge } from '../DueBadge';
import { StateBadge } from './StateBadge';
import { useWorkspaceStyles } from './styles';
import { useWorkspaceT } from './use-workspace-texts';

function labelKey(label: string, name: string): MessageKey {
  return isMessageKey(label) ? label : fieldLabel(name);
}

/**
 * Everything a caller may see of one request: the summary (state, dates, vendor, the customer as far as
 * the caller may see them), every field of its kind, and every document with a preview.
 */
export function RequestDetails({ request, headingLevel = 2 }: { request: RequestDetail; headingLevel?: 2 | 3 }) {
  useWorkspaceStyles();
  const t = useT();
  const w = useWorkspaceT();
  const lang = useLanguageStore((s) => s.lang);
  const kind = serviceByKey(request.kind);
  const Heading = `h${headingLevel}` as const;
  const row = Object.fromEntries(request.fields.map((f) => [f.name, f.value])) as Record<string, unknown> & {
    id: number;
  };
  const shown = request.fields.filter((f) => f.kind !== 'file');
  const value = (name: string, raw: unknown) =>
    kind
      ? fieldText(kind, name, { ...row, id: request.id, reference: request.reference }, lang)
      : raw === null || raw === undefined || raw === ''
        ? t('common.na')
        : String(raw);

  return (
    <>
      <section className="gia-panel" aria-labelledby="gia-summary-heading">
        <Heading id="gia-summary-heading">{w('ws.details')}</Heading>
        <dl className="gia-facts">
          <div>
            <dt>{w('ws.reference')}</dt>
            <dd className="gia-reference">{request.reference}</dd>
          </div>
          <div>
            <dt>{w('ws.service')}</dt>
            <dd>{kind ? t(serviceText(kind, 'name')) : request.service_type}</dd>
          </div>
          <div>
            <dt>{w('ws.status')}</dt>
            <dd>
              <StateBadge state={request.status} />
            </dd>
          </div>
          <div>
            <dt>{w('ws.submitted')}</dt>
            <dd>{formatDateTime(request.submitted_at, lang)}</dd>
          </div>
          <div>
            <dt>{w('ws.due')}</dt>
            <dd>
              {request.due_date ? (
                <DueBadge due_date={request.due_date} status={request.status} />
              ) : (
                formatDate(request.due_at, lang)
              )}
            </dd>
          </div>
          <div>
            <dt>{w('ws.vendor')}</dt>
            <dd>{request.vendor?.name ?? w('ws.noVendor')}</dd>
          </div>
          {request.customer && (
            <>
              <div>
                <dt>{w('ws.customerName')}</dt>
                <dd>{request.customer.name || t('common.na')}</dd>
              </div>
              {request.customer.email !== undefined && (
                <div>
                  <dt>{w('ws.customerEmail')}</dt>
                  <dd>{request.customer.email || t('common.na')}</dd>
                </div>
              )}
              {request.customer.phone !== undefined && (
                <div>
                  <dt>{w('ws.customerPhone')}</dt>
                  <dd>{request.customer.phone || t('common.na')}</dd>
                </div>
              )}
            </>
          )}
          {shown.map((f) => (
            <div key={f.name}>
              <dt>{t(labelKey(f.label, f.name))}</dt>
              <dd>{value(f.name, f.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="gia-panel" aria-labelledby="gia-documents-heading">
        <Heading id="gia-documents-heading">{w('ws.documents')}</Heading>
        {request.documents.length === 0 ? (
          <p>{w('ws.noDocuments')}</p>
        ) : (
          <div className="gia-documents">
            {request.documents.map((d) => (
              <DocumentView
                key={d.field}
                url={d.url}
                contentType={d.content_type}
                label={
                  d.field === 'delivered_document_url' && !isMessageKey(d.label)
                    ? w('ws.deliveredDocument')
                    : t(labelKey(d.label, d.field))
                }
              />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
