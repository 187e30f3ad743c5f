import { useRef, useState, type FormEvent } from 'react';
import {
  checkPage,
  isBlank,
  missingRequired,
  pagesOf,
  visibleLabels,
  visibleOnPage,
  type Answer,
  type AnswerProblem,
  type CustomFormField
} from '@gia/domain';
import { Button, useT, type Translate } from '@gia/shared-ui';
import { FormFields, type Answers } from './FormFields';

export interface FillFormProps {
  fields: readonly CustomFormField[];
  /**
   * Sends the answers of the showing fields; absent in the builder's preview, which only checks them.
   * Answers the server's reasons per field when it refused them, to show under those fields.
   */
  onSubmit?(answers: Answers, honeypot: string): Promise<AnswerProblem[] | void>;
  busy?: boolean;
  /** Changes whenever the form should start afresh (after a sent response). */
  round?: number;
}

/** A problem in the reader's language: the admin's own words for a pattern, otherwise the catalogue's. */
export const problemText = (t: Translate, p: AnswerProblem) => p.text ?? t(p.key, p.params);

/**
 * Fills in a form with the domain's rules: fields show by their `showIf`, a form with pages shows one
 * page at a time, Next checks the page, Submit checks the rest; each message sits under its field.
 */
export function FillForm({ fields, onSubmit, busy = false, round = 0 }: FillFormProps) {
  const t = useT();
  const [values, setValues] = useState<Answers>({});
  const [problems, setProblems] = useState<AnswerProblem[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [checkedOk, setCheckedOk] = useState(false);
  const [waitNote, setWaitNote] = useState(false);
  const [seenRound, setSeenRound] = useState(round);
  const honeypot = useRef<HTMLInputElement>(null);
  const top = useRef<HTMLDivElement>(null);

  if (round !== seenRound) {
    // A response was sent: start again on the first page with nothing filled in.
    setSeenRound(round);
    setValues({});
    setProblems([]);
    setMissing([]);
    setPageIndex(0);
  }

  const pages = pagesOf(fields);
  const page = pages[Math.min(pageIndex, pages.length - 1)];
  const last = pageIndex >= pages.length - 1;
  const shown = visibleOnPage(fields, values, page);
  const errors = Object.fromEntries(problems.map((p) => [p.label, problemText(t, p)]));

  function change(label: string, value: Answer) {
    setValues((v) => ({ ...v, [label]: value }));
    setCheckedOk(false);
    if (!isBlank(value)) setMissing((m) => m.filter((l) => l !== label));
    setProblems((list) => list.filter((p) => p.label !== label));
  }

  function focusFirst(found: AnswerProblem[]) {
    const label = found[0]?.label;
    if (!label) return;
    // Let the messages render first, then take the reader to the first field at fault.
    setTimeout(() => document.querySelector<HTMLElement>(`[name="${CSS.escape(label)}"]`)?.focus(), 0);
  }

  /** The problems of this page (or, on the last page, of every page), shown; answers whether all is well. */
  function check(all: boolean): boolean {
    const found = (all ? pages : [page]).flatMap((p) => checkPage(fields, values, p));
    setProblems(found);
    const onPage = new Set(fields.filter((f) => all || (f.page ?? 1) === page).map((f) => f.label));
    setMissing(missingRequired(fields, values).filter((label) => onPage.has(label)));
    if (found.length) {
      const firstPage = pages.indexOf(fields.find((f) => f.label === found[0].label)?.page ?? 1);
      if (firstPage >= 0 && firstPage !== pageIndex) setPageIndex(firstPage);
      focusFirst(found);
    }
    return found.length === 0;
  }

  function move(step: 1 | -1) {
    if (step === 1 && !check(false)) return;
    setPageIndex((i) => Math.max(0, Math.min(pages.length - 1, i + step)));
    setProblems([]);
    setMissing([]);
    setTimeout(() => top.current?.focus(), 0);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!last) return move(1);
    if (Object.values(uploading).some(Boolean)) return setWaitNote(true);
    setWaitNote(false);
    if (!check(true)) return;
    if (!onSubmit) return setCheckedOk(true);
    const visible = visibleLabels(fields, values);
    const answers: Answers = {};
    for (const f of fields)
      if (visible.has(f.label)) answers[f.label] = values[f.label] ?? (f.type === 'checkbox' ? [] : '');
    const refused = await onSubmit(answers, honeypot.current?.value ?? '');
    if (refused && refused.length) {
      setProblems(refused);
      focusFirst(refused);
    }
  }

  return (
    <form className="gia-form" onSubmit={(e) => void submit(e)} noValidate>
      <div ref={top} tabIndex={-1}>
        {pages.length > 1 && (
          <p className="gia-pages">{t('common.page', { page: pageIndex + 1, pages: pages.length })}</p>
        )}
      </div>
      {missing.length > 0 && (
        <p className="gia-form-error" role="alert">
          {t('forms.requiredMissing', { labels: missing.join(', ') })}
        </p>
      )}
      {missing.length === 0 && problems.length > 0 && (
        <p className="gia-form-error" role="alert">
          {t('forms.problemsSummary')}
        </p>
      )}
      <FormFields
        fields={shown}
        values={values}
        errors={errors}
        onChange={change}
        onUploadingChange={(label, u) => setUploading((s) => ({ ...s, [label]: u }))}
      />
      {onSubmit && (
        <div className="gia-honeypot" aria-hidden="true">
          <label htmlFor={`website-${round}`}>{t('forms.honeypot')}</label>
          <input
            ref={honeypot}
            id={`website-${round}`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
      )}
      {waitNote && (
        <p className="gia-form-error" role="alert">
          {t('forms.waitUpload')}
        </p>
      )}
      {checkedOk && <p role="status">{t('forms.previewOk')}</p>}
      <div className="gia-actions">
        {pageIndex > 0 && (
          <Button variant="secondary" onClick={() => move(-1)}>
            {t('common.back')}
          </Button>
        )}
        {last ? (
          onSubmit ? (
            <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>
              {t('common.submit')}
            </Button>
          ) : (
            <Button type="submit">{t('forms.previewCheck')}</Button>
          )
        ) : (
          <Button type="submit">{t('common.next')}</Button>
        )}
      </div>
    </form>
  );
}
