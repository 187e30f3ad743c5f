import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FormStatus } from '@gia/domain';
import {
  Button,
  DataTable,
  Dialog,
  EmptyState,
  Page,
  Spinner,
  StatusBadge,
  errorMessage,
  useConfirm,
  useNotice,
  useT,
  type Column,
  type Tone
} from '@gia/shared-ui';
import { FormsStyles } from '../components/FormsStyles';
import { LoadFailed } from '../components/LoadFailed';
import { SharePanel } from '../components/SharePanel';
import { deleteForm, setFormStatus, type StoredForm } from '../forms-api';
import { useFormChange, useForms } from '../forms-queries';
import '../domain-texts';

const BUTTON_LINK = 'gia-button gia-button-secondary';
/** Links drawn as buttons need a block box for the kit's tap-sized height. */
const LINK_BOX = { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' } as const;
const TONE: Record<FormStatus, Tone> = { draft: 'neutral', published: 'success', closed: 'warning' };

const statusOf = (f: StoredForm): FormStatus => f.status ?? 'published';

/** `/ListOfForms`: every live form with its status; edit, duplicate, share, publish or close, open, responses, delete; and create. */
export default function ListOfForms() {
  const t = useT();
  const confirm = useConfirm();
  const notice = useNotice();
  const forms = useForms();
  const removal = useFormChange(deleteForm);
  const statusChange = useFormChange(({ id, status }: { id: number; status: FormStatus }) => setFormStatus(id, status));
  const [sharing, setSharing] = useState<StoredForm | null>(null);
  const create = (
    <Link className="gia-button gia-button-primary" style={LINK_BOX} to="/AdminFormBuilder">
      {t('forms.create')}
    </Link>
  );

  async function remove(form: StoredForm) {
    if (!(await confirm(t('forms.deleteConfirm'), { confirmLabel: t('forms.delete') }))) return;
    try {
      await removal.mutateAsync(form.id);
      notice.success(t('forms.deleted'));
    } catch (error) {
      notice.error(t('forms.deleteFailed', { reason: errorMessage(error, t('error.network')) }));
    }
  }

  async function changeStatus(form: StoredForm, status: FormStatus) {
    try {
      await statusChange.mutateAsync({ id: form.id, status });
      notice.success(t('forms.statusChanged', { name: form.name, status: t(`forms.status.${status}` as const) }));
    } catch (error) {
      notice.error(t('forms.statusFailed', { reason: errorMessage(error, t('error.network')) }));
    }
  }

  function statusButton(f: StoredForm) {
    const status = statusOf(f);
    if (status === 'published') {
      return (
        <Button
          variant="secondary"
          aria-label={t('forms.closeLabel', { name: f.name })}
          onClick={() => void changeStatus(f, 'closed')}
        >
          {t('forms.closeForm')}
        </Button>
      );
    }
    return status === 'draft' ? (
      <Button aria-label={t('forms.publishLabel', { name: f.name })} onClick={() => void changeStatus(f, 'published')}>
        {t('forms.publish')}
      </Button>
    ) : (
      <Button
        variant="secondary"
        aria-label={t('forms.reopenLabel', { name: f.name })}
        onClick={() => void changeStatus(f, 'published')}
      >
        {t('forms.reopen')}
      </Button>
    );
  }

  const columns: Column<StoredForm>[] = [
    { key: 'name', label: t('forms.columnName') },
    {
      key: 'status',
      label: t('forms.columnStatus'),
      render: (f) => <StatusBadge label={t(`forms.status.${statusOf(f)}` as const)} tone={TONE[statusOf(f)]} />
    },
    { key: 'fields', label: t('forms.columnFields'), render: (f) => String(f.fields.length) },
    { key: 'version', label: t('forms.columnVersion') },
    {
      key: 'actions',
      label: t('common.actions'),
      render: (f) => (
        <div className="gia-actions" style={{ marginTop: 0 }}>
          {statusButton(f)}
          {statusOf(f) === 'published' && (
            <Button
              variant="secondary"
              aria-label={t('forms.shareLabel', { name: f.name })}
              onClick={() => setSharing(f)}
            >
              {t('forms.share')}
            </Button>
          )}
          <Link
            className={BUTTON_LINK}
            style={LINK_BOX}
            to={`/AdminFormBuilder?id=${f.id}`}
            aria-label={t('forms.editLabel', { name: f.name })}
          >
            {t('forms.edit')}
          </Link>
          <Link
            className={BUTTON_LINK}
            style={LINK_BOX}
            to={`/AdminFormBuilder?copy=${f.id}`}
            aria-label={t('forms.duplicateForm', { name: f.name })}
          >
            {t('forms.duplicate')}
          </Link>
          {statusOf(f) === 'published' && (
            <Link
              className={BUTTON_LINK}
              style={LINK_BOX}
              to={`/FormRenderer?id=${f.id}`}
              aria-label={t('forms.openLabel', { name: f.name })}
            >
              {t('forms.open')}
            </Link>
          )}
          <Link
            className={BUTTON_LINK}
            style={LINK_BOX}
            to={`/FormResponses?id=${f.id}`}
            aria-label={t('forms.responsesLabel', { name: f.name })}
          >
            {t('forms.responses')}
          </Link>
          <Button variant="danger" aria-label={t('forms.deleteLabel', { name: f.name })} onClick={() => void remove(f)}>
            {t('forms.delete')}
          </Button>
        </div>
      )
    }
  ];

  return (
    <Page title={t('forms.listTitle')} back="/AdminDashboad" actions={create}>
      <FormsStyles />
      {forms.isPending ? (
        <Spinner />
      ) : forms.isError ? (
        <LoadFailed
          text={t('forms.loadFailed', { reason: errorMessage(forms.error, t('error.network')) })}
          onRetry={() => void forms.refetch()}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={forms.data ?? []}
          rowKey="id"
          caption={t('forms.listTitle')}
          empty={<EmptyState text={t('forms.noForms')} action={create} />}
        />
      )}
      <Dialog
        open={sharing !== null}
        title={sharing ? t('forms.shareTitle', { name: sharing.name }) : ''}
        onClose={() => setSharing(null)}
      >
        {sharing && <SharePanel formId={sharing.id} name={sharing.name} />}
      </Dialog>
    </Page>
  );
}
