import { Link } from 'react-router-dom';
import { Button, DataTable, EmptyState, Page, Spinner, errorMessage, useConfirm, useNotice, useT, type Column } from '@gia/shared-ui';
import { LoadFailed } from '../components/LoadFailed';
import { deleteForm, getForms, type StoredForm } from '../forms-api';
import { useLoad } from '../use-load';

const BUTTON_LINK = 'gia-button gia-button-secondary';
/** Links drawn as buttons need a block box for the kit's tap-sized height. */
const LINK_BOX = { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' } as const;

/** `/ListOfForms`: every live form with edit, delete, open and responses, and a way to create one. */
export default function ListOfForms() {
  const t = useT();
  const confirm = useConfirm();
  const notice = useNotice();
  const forms = useLoad(getForms, 'all', t('error.network'));
  const create = <Link className="gia-button gia-button-primary" style={LINK_BOX} to="/AdminFormBuilder">{t('forms.create')}</Link>;

  async function remove(form: StoredForm) {
    if (!(await confirm(t('forms.deleteConfirm'), { confirmLabel: t('forms.delete') }))) return;
    try {
      await deleteForm(form.id);
      notice.success(t('forms.deleted'));
      forms.reload();
    } catch (error) {
      notice.error(t('forms.deleteFailed', { reason: errorMessage(error, t('error.network')) }));
    }
  }

  const columns: Column<StoredForm>[] = [
    { key: 'name', label: t('forms.columnName') },
    { key: 'fields', label: t('forms.columnFields'), render: (f) => String(f.fields.length) },
    { key: 'version', label: t('forms.columnVersion') },
    {
      key: 'actions',
      label: t('common.actions'),
      render: (f) => (
        <div className="gia-actions" style={{ marginTop: 0 }}>
          <Link className={BUTTON_LINK} style={LINK_BOX} to={`/AdminFormBuilder?id=${f.id}`} aria-label={t('forms.editLabel', { name: f.name })}>{t('forms.edit')}</Link>
          <Link className={BUTTON_LINK} style={LINK_BOX} to={`/FormRenderer?id=${f.id}`} aria-label={t('forms.openLabel', { name: f.name })}>{t('forms.open')}</Link>
          <Link className={BUTTON_LINK} style={LINK_BOX} to={`/FormResponses?id=${f.id}`} aria-label={t('forms.responsesLabel', { name: f.name })}>{t('forms.responses')}</Link>
          <Button variant="danger" aria-label={t('forms.deleteLabel', { name: f.name })} onClick={() => void remove(f)}>{t('forms.delete')}</Button>
        </div>
      )
    }
  ];

  return (
    <Page title={t('forms.listTitle')} back="/AdminDashboad" actions={create}>
      {forms.loading && !forms.data ? (
        <Spinner />
      ) : forms.error ? (
        <LoadFailed text={t('forms.loadFailed', { reason: forms.error })} onRetry={forms.reload} />
      ) : (
        <DataTable columns={columns} rows={forms.data ?? []} rowKey="id" caption={t('forms.listTitle')} empty={<EmptyState text={t('forms.noForms')} action={create} />} />
      )}
    </Page>
  );
}
