import { useState, type FormEvent } from 'react';
import { serviceByKey } from '@gia/domain';
import { Button, Dialog, refusalText, TextArea, useFeedbackStore, useT } from '@gia/shared-ui';
import { FileInput } from '../../documents/FileInput';
import type { RequestDetail } from '../api/types';
import { useConversationMove } from './api';
import { documentFieldLabel } from './Conversation';
import { useConversationStyles } from './styles';

const MAX_REASON = 2000;

/** Admins and the assigned vendor: ask the customer for information and, optionally, documents again. */
function AskCustomer({ request }: { request: RequestDetail }) {
  const t = useT();
  const notify = useFeedbackStore((s) => s.notify);
  const move = useConversationMove(request.reference);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fields, setFields] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const kind = serviceByKey(request.kind);
  const documentFields = kind?.fields.filter((f) => f.kind === 'file') ?? [];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError(t('talk.textRequired'));
    try {
      await move.mutateAsync({ call: 'askCustomer', body: { text, documents: fields } });
      setOpen(false);
      setText('');
      setFields([]);
      notify('success', t('talk.askSent'));
    } catch (failure) {
      setError(refusalText(failure, t) ?? t('talk.textRequired'));
    }
  }

  return (
    <>
      <Button
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('action.ask')}
      </Button>
      <Dialog open={open} title={t('action.ask')} onClose={() => setOpen(false)}>
        <form className="gia-talk-compose" onSubmit={submit} noValidate>
          <TextArea
            label={t('talk.write')}
            name="ask-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error}
            rows={4}
            maxLength={4000}
          />
          {documentFields.length > 0 && (
            <fieldset className="gia-plain-fieldset">
              <legend>{t('talk.askDocumentsLegend')}</legend>
              {documentFields.map((f) => {
                const key = documentFieldLabel(f.name);
                return (
                  <label key={f.name} className="gia-talk-check">
                    <input
                      type="checkbox"
                      checked={fields.includes(f.name)}
                      onChange={(e) =>
                        setFields((all) => (e.target.checked ? [...all, f.name] : all.filter((x) => x !== f.name)))
                      }
                    />
                    {key ? t(key) : f.name}
                  </label>
                );
              })}
            </fieldset>
          )}
          <div className="gia-talk-actions">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={move.isPending}>
              {t('talk.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The customer, while the request waits for them: the answer, with exactly the documents asked for. */
function AnswerForm({ request }: { request: RequestDetail }) {
  useConversationStyles();
  const t = useT();
  const notify = useFeedbackStore((s) => s.notify);
  const move = useConversationMove(request.reference);
  const asked = request.waiting?.asked_documents ?? [];
  const [text, setText] = useState('');
  const [documents, setDocuments] = useState<Record<string, string | null>>({});
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = Object.fromEntries(
      asked
        .filter((d) => !documents[d.field])
        .map((d) => [d.field, t('talk.askedDocumentMissing', { field: t(d.label) })])
    );
    setFieldErrors(missing);
    const noText = !text.trim();
    setError(noText ? t('talk.textRequired') : null);
    if (noText || Object.keys(missing).length) return;
    try {
      const sent = Object.fromEntries(Object.entries(documents).filter((e): e is [string, string] => e[1] !== null));
      await move.mutateAsync({ call: 'answer', body: { text, documents: sent } });
      notify('success', t('talk.answerSent'));
    } catch (failure) {
      setError(refusalText(failure, t) ?? t('talk.textRequired'));
    }
  }

  return (
    <section className="gia-panel gia-answer" aria-labelledby="gia-answer-heading">
      <h2 id="gia-answer-heading">{t('action.answer')}</h2>
      <form className="gia-talk-compose" onSubmit={submit} noValidate>
        {asked.map((d) => (
          <FileInput
            key={d.field}
            name={`answer-${d.field}`}
            label={t(d.label)}
            required
            value={documents[d.field] ?? null}
            onChange={(url) => setDocuments((all) => ({ ...all, [d.field]: url }))}
            error={fieldErrors[d.field] ?? null}
            onUploadingChange={(busy) => setUploading((n) => n + (busy ? 1 : -1))}
          />
        ))}
        <TextArea
          label={t('talk.write')}
          name="answer-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          rows={3}
          maxLength={4000}
          required
        />
        <div className="gia-talk-actions">
          <span />
          <Button type="submit" disabled={move.isPending || uploading > 0}>
            {t('action.answer')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The customer: withdraw a pending or waiting request, with an optional reason. */
function Withdraw({ request }: { request: RequestDetail }) {
  const t = useT();
  const notify = useFeedbackStore((s) => s.notify);
  const move = useConversationMove(request.reference);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await move.mutateAsync({ call: 'withdraw', body: reason.trim() ? { reason } : {} });
      setOpen(false);
      notify('success', t('talk.withdrawn'));
    } catch (failure) {
      setError(refusalText(failure, t) ?? t('talk.reasonTooLong', { max: MAX_REASON }));
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('action.withdraw')}
      </Button>
      <Dialog open={open} title={t('action.withdraw')} onClose={() => setOpen(false)} role="alertdialog">
        <form className="gia-talk-compose" onSubmit={submit} noValidate>
          <TextArea
            label={t('talk.withdrawReason')}
            name="withdraw-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
            rows={3}
            maxLength={MAX_REASON}
          />
          <div className="gia-talk-actions">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={move.isPending}>
              {t('action.withdraw')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/**
 * The conversation's moves the caller may make now (from the page's `actions`): ask the customer
 * (admins, the assigned vendor); answer and withdraw (the customer). Correcting a rejected request is the
 * customer app's form (`onCorrect`).
 */
export function ConversationActions({ request, onCorrect }: { request: RequestDetail; onCorrect?: () => void }) {
  const t = useT();
  const can = (a: string) => (request.actions as string[]).includes(a);
  return (
    <>
      {can('answer') && <AnswerForm request={request} />}
      {(can('ask') || can('withdraw') || (can('resubmit') && onCorrect)) && (
        <div className="gia-talk-actions">
          {can('ask') && <AskCustomer request={request} />}
          {can('resubmit') && onCorrect && <Button onClick={onCorrect}>{t('action.resubmit')}</Button>}
          {can('withdraw') && <Withdraw request={request} />}
        </div>
      )}
    </>
  );
}
