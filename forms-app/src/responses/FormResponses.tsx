import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { indianNumber, type Answer, type CustomFormField, type Language } from '@gia/domain';
import {
  Button,
  DataTable,
  EmptyState,
  Page,
  Pager,
  SearchBox,
  Spinner,
  errorMessage,
  formatDate,
  formatDateTime,
  useLanguageStore,
  useNotice,
  useT,
  type Column
} from '@gia/shared-ui';
import { DocumentView, useDebounced } from '@gia/shared-ui/requests';
import { FormsStyles } from '../components/FormsStyles';
import { LoadFailed } from '../components/LoadFailed';
import { useFormId } from '../form-id';
import { downloadResponsesCsv, type FormResponse, type StoredForm } from '../forms-api';
import { useForm, useResponses, useSummary } from '../forms-queries';
import { FieldSummaryCard } from './SummaryChart';
import '../domain-texts';

export const PAGE_SIZE = 20;

/** `/FormResponses?id=`: the answers to one form, searchable, a page at a time; a summary per field; the whole set as CSV. */
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

/** Indian grouping from five digits on (12,345 and 1,23,456), so a year reads as typed; at most two decimals. */
const formatNumber = (n: number) => indianNumber(n, { minFraction: 0, maxFraction: 2, groupFrom: 5 });

/** An answer as its type reads: dates India style, numbers with Indian grouping, ticked options listed, files as a preview. */
export function formatAnswer(field: CustomFormField | undefined, value: Answer | undefined, lang: Language): ReactNode {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (field?.type === 'file') return <DocumentView url={value} label={field.label} />;
  if (field?.type === 'input' && field.inputType === 'date') return formatDate(value, lang);
  if (field?.type === 'input' && field.inputType === 'number' && Number.isFinite(Number(value))) {
    return formatNumber(Number(value));
  }
  return value;
}

function ResponsesOf({ formId }: { formId: number }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [downloading, setDownloading] = useState(false);
  const form = useForm(formId);
  const responses = useResponses(formId, page, PAGE_SIZE, q);
  const summary = useSummary(formId);

  useEffect(() => {
    setPage(1);
  }, [q]);

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
    <Button variant="secondary" busy={downloading} onClick={() => form.data && void download(form.data)}>
      {t('common.downloadCsv')}
    </Button>
  );

  function summaryPart() {
    if (summary.isError)
      return (
        <LoadFailed
          text={t('forms.summaryFailed', { reason: errorMessage(summary.error, t('error.network')) })}
          onRetry={() => void summary.refetch()}
        />
      );
    if (!summary.data) return <Spinner />;
    if (summary.data.total === 0) return <p className="gia-hint">{t('forms.noResponses')}</p>;
    return (
      <ul className="gia-summary">
        {summary.data.fields.map((f) => (
          <FieldSummaryCard key={f.label} summary={f} total={summary.data!.total} formatNumber={formatNumber} />
        ))}
      </ul>
    );
  }

  function body() {
    const failed = form.error ?? responses.error;
    if (failed) {
      return (
        <LoadFailed
          text={t('forms.formLoadFailed', { reason: errorMessage(failed, t('error.network')) })}
          onRetry={() => {
            if (form.isError) void form.refetch();
            if (responses.isError) void responses.refetch();
          }}
        />
      );
    }
    if (!form.data || !responses.data) return <Spinner />;
    const rows = responses.data.rows;
    const columns: Column<FormResponse>[] = [
      { key: 'created_at', label: t('forms.submittedAt'), render: (r) => formatDateTime(r.created_at, lang) },
      ...labelsOf(form.data, rows).map((label) => ({
        key: `answer:${label}`,
        label,
        render: (r: FormResponse) =>
          formatAnswer(
            r.fields.find((f) => f.label === label),
            r.responses[label],
            lang
          )
      })),
      { key: 'form_version', label: t('forms.answeredVersion') }
    ];
    const empty = q ? (
      <EmptyState text={t('forms.noMatches')} />
    ) : (
      <EmptyState
        text={t('forms.noResponses')}
        action={
          <Link className="gia-button gia-button-secondary" to={`/FormRenderer?id=${formId}`}>
            {t('forms.fillFirst')}
          </Link>
        }
      />
    );
    return (
      <>
        <DataTable columns={columns} rows={rows} rowKey="id" caption={title} empty={empty} />
        <Pager page={page} pages={Math.max(1, Math.ceil(responses.data.total / PAGE_SIZE))} onPage={setPage} />
      </>
    );
  }

  return (
    <Page title={title} back="/ListOfForms" actions={actions}>
      <FormsStyles />
      <section aria-label={t('forms.summary')}>
        <h2>{t('forms.summary')}</h2>
        {summaryPart()}
      </section>
      <section aria-label={t('forms.responses')}>
        <div className="gia-toolbar">
          <SearchBox value={search} onChange={setSearch} label={t('forms.searchResponses')} />
        </div>
        {body()}
      </section>
    </Page>
  );
}
