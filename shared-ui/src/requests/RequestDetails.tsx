import { DOCUMENT_FIELD_NAMES, fieldLabel, type ServiceKind } from '@gia/domain';
import { Button, Dialog, useLanguageStore, useT } from '@gia/shared-ui';
import { DocumentView } from '../documents/DocumentView';
import { AdminActions } from './AdminActions';
import { fieldText } from './field-text';
import { rowId, type Audience, type RequestRow } from './request-row';
import { popupStatus } from './status';
import { VendorActions } from './VendorActions';

export interface RequestDetailsProps {
  kind: ServiceKind;
  row: RequestRow | null;
  audience: Audience;
  onClose(): void;
  /** After an action succeeded: the list reloads. */
  onChanged(): void;
}

/** The detail popup: the kind's popup fields, its documents, the notes that explain the state, and the role's actions. */
export function RequestDetails({ kind, row, audience, onClose, onChanged }: RequestDetailsProps) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const facts = kind.popup.filter((name) => !DOCUMENT_FIELD_NAMES.has(name));
  const documents = kind.popup.filter((name) => DOCUMENT_FIELD_NAMES.has(name));
  if (row?.delivered_document_url) documents.push('delivered_document_url');
  const done = () => {
    onClose();
    onChanged();
  };

  return (
    <Dialog open={row !== null} title={t('list.details')} onClose={onClose} actions={<Button variant="secondary" onClick={onClose}>{t('common.close')}</Button>}>
      {row && (
        <>
          <dl className="gia-details">
            <div className="gia-card-row">
              <dt>{t('common.id')}</dt>
              <dd>{rowId(kind, row)}</dd>
            </div>
            {facts.map((name) => (
              <div key={name} className="gia-card-row">
                <dt>{t(fieldLabel(name))}</dt>
                <dd>{name === 'status' ? t(popupStatus(kind, row, audience)) : fieldText(kind, name, row, lang)}</dd>
              </div>
            ))}
          </dl>
          {documents.length > 0 && (
            <section aria-label={t('list.documents')}>
              <h3>{t('list.documents')}</h3>
              <div className="gia-documents">
                {documents.map((name) => <DocumentView key={name} url={row[name] as string | null | undefined} label={t(fieldLabel(name))} />)}
              </div>
            </section>
          )}
          {row.admin_rejected_reason && (
            <p className="gia-note">{`${t('field.admin_rejected_reason')}: ${row.admin_rejected_reason}`}</p>
          )}
          {audience === 'admin' && row.vendor_rejected_reason && (
            <p className="gia-note">{t('list.declinedNote', { reason: row.vendor_rejected_reason })}</p>
          )}
          {audience === 'admin' && <AdminActions kind={kind} row={row} onDone={done} />}
          {audience === 'vendor' && <VendorActions kind={kind} row={row} onDone={done} />}
        </>
      )}
    </Dialog>
  );
}
