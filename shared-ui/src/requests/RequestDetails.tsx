import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { DOCUMENT_FIELD_NAMES, fieldLabel, stateLabel, type ServiceKind } from '@gia/domain';
import { Button, Dialog, useLanguageStore, useT } from '@gia/shared-ui';
import { DocumentView } from '../documents/DocumentView';
import { fieldText } from './field-text';
import { requestPath, rowState, type Audience, type RequestRow } from './request-row';
import { WholeRequest } from './WholeRequest';

/** What a role's actions in the popup are given; `onDone` closes the popup and reloads the list. */
export interface RowActionsProps {
  kind: ServiceKind;
  row: RequestRow;
  onDone(): void;
}

export interface RequestDetailsProps {
  kind: ServiceKind;
  row: RequestRow | null;
  audience: Audience;
  /** The role's actions, drawn under the details. */
  actions?: ComponentType<RowActionsProps>;
  onClose(): void;
  /** After an action succeeded: the list reloads. */
  onChanged(): void;
}

/**
 * The detail popup: for an admin the whole request as its page shows it (every field and document, the
 * customer: what the admin approves); for the customer and the vendor the kind's popup fields and
 * documents. Then the notes that explain the state, the role's actions, and the way to the request page.
 */
export function RequestDetails({ kind, row, audience, actions: Actions, onClose, onChanged }: RequestDetailsProps) {
  const t = useT();
  const done = () => {
    onClose();
    onChanged();
  };

  return (
    <Dialog
      open={row !== null}
      title={t('list.details')}
      onClose={onClose}
      actions={
        <>
          {row && (
            <Link className="gia-button gia-button-secondary" to={requestPath(row.reference)}>
              {t('list.openRequest')}
            </Link>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {row && (
        <>
          {audience === 'admin' ? <WholeRequest reference={row.reference} /> : <PopupFields kind={kind} row={row} />}
          {row.admin_rejected_reason && (
            <p className="gia-note">{`${t('field.admin_rejected_reason')}: ${row.admin_rejected_reason}`}</p>
          )}
          {audience === 'admin' && row.vendor_rejected_reason && (
            <p className="gia-note">{t('list.declinedNote', { reason: row.vendor_rejected_reason })}</p>
          )}
          {Actions && <Actions kind={kind} row={row} onDone={done} />}
        </>
      )}
    </Dialog>
  );
}

/** The spec's popup of a kind: its popup fields and documents (and the delivered document once there is one). */
function PopupFields({ kind, row }: { kind: ServiceKind; row: RequestRow }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const facts = kind.popup.filter((name) => !DOCUMENT_FIELD_NAMES.has(name));
  const documents = kind.popup.filter((name) => DOCUMENT_FIELD_NAMES.has(name));
  if (row.delivered_document_url) documents.push('delivered_document_url');
  return (
    <>
      <dl className="gia-details">
        <div className="gia-card-row">
          <dt>{t('common.id')}</dt>
          <dd>{row.reference}</dd>
        </div>
        {facts.map((name) => (
          <div key={name} className="gia-card-row">
            <dt>{t(fieldLabel(name))}</dt>
            <dd>{name === 'status' ? t(stateLabel(rowState(row))) : fieldText(kind, name, row, lang)}</dd>
          </div>
        ))}
      </dl>
      {documents.length > 0 && (
        <section aria-label={t('list.documents')}>
          <h3>{t('list.documents')}</h3>
          <div className="gia-documents">
            {documents.map((name) => (
              <DocumentView key={name} url={row[name] as string | null | undefined} label={t(fieldLabel(name))} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
