import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  Button, DataTable, EmptyState, Page, Pager, Spinner, errorMessage, formatDateTime, useLanguageStore, useNotice, useT, type Column
} from '@gia/shared-ui';
import { LoadFailed } from '../components/LoadFailed';
import { useFormId } from '../form-id';
import { downloadResponsesCsv, getForm, getResponses, type FormResponse, type StoredForm } from '../forms-api';
import { useLoad } from '../use-load';

export const PAGE_SIZE = 20;

/** `/FormResponses?id=`: the answers to one form, a page at a time, and the whole set as CSV. */
export default function FormResponses() {
  const formId = useFormId();
  if (formId === null) return <Navigate to="/ListOfForms" replace />;
  return <ResponsesOf key={formId} formId={formId} />;
}

/** Columns: the current labels in order, then labels only older versions had, so no answer is hidden. */
function labelsOf(form: StoredForm, rows: readonly FormResponse[]): string[] {
  const labels = form.fields.map((f) => f.label);
  for (const row of rows) for (const f of row.fields) if (!labels.includes(f.label)) labels.push(f.label);
  return labels;
}

const fileName = (form: StoredForm) => `${form.name.replace(/[\\/:*?"<>|\s]+/g, '-')}-responses.csv`;

function ResponsesOf({ formId }: { formId: number }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const form = useLoad(() => getForm(formId), String(formId), t('error.network'));
  const responses = useLoad(() => getResponses(formId, page, PAGE_SIZE), `${formId}:${page}`, t('error.network'));

  async function download(of: StoredForm) {
    setDownloading(true);
    try {
      await downloadResponsesCsv(of.id, fileName(of));
    } catch (error) {
      notice.error(t('forms.downloadFailed', { reason: errorMessage(error, t('error.network')) }));
    } finally {
      setDownloading(false);
    }
  }

  const title = form.data ? t('forms.responsesTitle', { name: form.data.name }) : t('forms.responses');
  const actions = form.data && (
    <Button variant="secondary" busy={downloading} onClick={() => form.data && void download(form.data)}>{t('common.downloadCsv')}</Button>
  );

  function body() {
    const failed = form.error ?? responses.error;
    if (failed) {
      return <LoadFailed text={t('forms.formLoadFailed', { reason: failed })} onRetry={() => { form.reload(); responses.reload(); }} />;
    }
    if (!form.data || !responses.data) return <Spinner />;
    const rows = responses.data.rows;
    const columns: Column<FormResponse>[] = [
      { key: 'created_at', label: t('forms.submittedAt'), render: (r) => formatDateTime(r.created_at, lang) },
      ...labelsOf(form.data, rows).map((label) => ({ key: `answer:${label}`, label, render: (r: FormResponse) => r.responses[label] ?? null }))
    ];
    return (
      <>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey="id"
          caption={title}
          empty={<EmptyState text={t('forms.noResponses')} action={<Link className="gia-button gia-button-secondary" to={`/FormRenderer?id=${formId}`}>{t('forms.fillFirst')}</Link>} />}
        />
        <Pager page={page} pages={Math.max(1, Math.ceil(responses.data.total / PAGE_SIZE))} onPage={setPage} />
      </>
    );
  }

  return <Page title={title} back="/ListOfForms" actions={actions}>{body()}</Page>;
}
