import { useState, type FormEvent } from 'react';
import { fieldLabel, isMessageKey, type MessageKey, type Role } from '@gia/domain';
import {
  Button,
  EmptyState,
  formatDateTime,
  refusalText,
  Spinner,
  TextArea,
  useAuthStore,
  useLanguageStore,
  useT
} from '@gia/shared-ui';
import { DocumentView } from '../../documents/DocumentView';
import { FileInput } from '../../documents/FileInput';
import type { RequestDetail } from '../api/types';
import { useMessages, useSendMessage, type ConversationMessage } from './api';
import { useConversationStyles } from './styles';

const ROLE_LABEL: Record<Role, MessageKey> = {
  customer: 'talk.role.customer',
  admin: 'talk.role.admin',
  vendor: 'talk.role.vendor'
};
const MAX_ATTACHMENTS = 5;

export function documentFieldLabel(field: string): MessageKey | null {
  const key = fieldLabel(field);
  return isMessageKey(key) ? key : null;
}

function MessageItem({ message, mine }: { message: ConversationMessage; mine: boolean }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const classes = [
    'gia-talk-item',
    mine && 'gia-talk-mine',
    message.internal && 'gia-talk-internal',
    message.kind === 'ask' && 'gia-talk-ask'
  ]
    .filter(Boolean)
    .join(' ');
  const asked = (message.asked_documents ?? []).map((f) => {
    const key = documentFieldLabel(f);
    return key ? t(key) : f;
  });
  return (
    <li className={classes}>
      <div className="gia-talk-head">
        <span className="gia-talk-author">{message.author.name}</span>
        <span className="gia-talk-role">{t(ROLE_LABEL[message.author.role])}</span>
        <time className="gia-talk-time" dateTime={message.at}>
          {formatDateTime(message.at, lang)}
        </time>
        {message.internal && <span className="gia-talk-tag">{t('talk.internalBadge')}</span>}
        {message.kind === 'ask' && <span className="gia-talk-tag">{t('talk.asked')}</span>}
        {message.kind === 'answer' && <span className="gia-talk-tag">{t('talk.answered')}</span>}
        {!message.read && <span className="gia-talk-tag gia-talk-new">{t('talk.unread')}</span>}
      </div>
      <p className="gia-talk-text">{message.text}</p>
      {asked.length > 0 && <p className="gia-talk-asked">{t('talk.askedDocuments', { fields: asked.join(', ') })}</p>}
      {message.documents.length > 0 && (
        <div className="gia-talk-docs">
          {message.documents.map((d) => {
            const key = d.field ? documentFieldLabel(d.field) : null;
            return <DocumentView key={d.url} url={d.url} contentType={d.content_type} label={key ? t(key) : d.name} />;
          })}
        </div>
      )}
      {message.seen_by.length > 0 && (
        <p className="gia-talk-seen">{t('talk.seenBy', { names: message.seen_by.map((p) => p.name).join(', ') })}</p>
      )}
    </li>
  );
}

/** Writing on a request: a message, attachments, and (admins, the assigned vendor) an internal note. */
function Composer({ reference, internalAllowed }: { reference: string; internalAllowed: boolean }) {
  const t = useT();
  const send = useSendMessage(reference);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [documents, setDocuments] = useState<(string | null)[]>([null]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setError(t('talk.textRequired'));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({
        text,
        internal: internalAllowed ? internal : undefined,
        document_urls: documents.filter((d): d is string => d !== null)
      });
      setText('');
      setDocuments([null]);
      setInternal(false);
    } catch (failure) {
      // What was typed stays, so nothing is lost; the reason shows under the field.
      setError(refusalText(failure, t) ?? t('talk.textRequired'));
    }
  }

  const setDocument = (i: number) => (url: string | null) => {
    setDocuments((all) => {
      const next: (string | null)[] = all.map((d, j) => (j === i ? url : d));
      // A fresh empty slot after the last one that holds a document, up to the limit.
      if (next.every((d) => d !== null) && next.length < MAX_ATTACHMENTS) return [...next, null];
      return next;
    });
  };

  return (
    <form className="gia-talk-compose" onSubmit={submit} noValidate>
      <TextArea
        label={t('talk.write')}
        name="talk-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        rows={3}
        maxLength={4000}
      />
      <fieldset className="gia-plain-fieldset">
        <legend>{t('talk.attach')}</legend>
        {documents.map((url, i) => (
          <FileInput
            key={i}
            name={`talk-document-${i}`}
            label={`${t('talk.attach')} ${i + 1}`}
            value={url}
            onChange={setDocument(i)}
            onUploadingChange={(busy) => setUploading((n) => n + (busy ? 1 : -1))}
          />
        ))}
      </fieldset>
      <div className="gia-talk-actions">
        {internalAllowed ? (
          <label className="gia-talk-check">
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
            {t('talk.internal')}
          </label>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={send.isPending || uploading > 0}>
          {t('talk.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The conversation on a request: every message the viewer may see, oldest first, with who, when, its
 * documents and who has read it; and a place to write. Customers never see internal notes (the server
 * does not send them).
 */
export function Conversation({ request, headingLevel = 2 }: { request: RequestDetail; headingLevel?: 2 | 3 }) {
  useConversationStyles();
  const t = useT();
  const user = useAuthStore((s) => s.user);
  const messages = useMessages(request.reference);
  const Heading = `h${headingLevel}` as const;
  const internalAllowed = user?.role === 'admin' || (user?.role === 'vendor' && request.vendor?.id === user.id);
  const mine = (m: ConversationMessage) => user !== null && m.author.role === user.role && m.author.name === user.name;

  return (
    <section className="gia-panel" aria-labelledby="gia-talk-heading">
      <Heading id="gia-talk-heading">{t('talk.heading')}</Heading>
      {messages.isPending ? (
        <Spinner />
      ) : messages.isError ? (
        <EmptyState
          text={refusalText(messages.error, t) ?? t('talk.empty')}
          action={<Button onClick={() => messages.refetch()}>{t('remote.retry')}</Button>}
        />
      ) : messages.data.length === 0 ? (
        <p>{t('talk.empty')}</p>
      ) : (
        <ol className="gia-talk-list" aria-label={t('talk.heading')}>
          {messages.data.map((m) => (
            <MessageItem key={m.id} message={m} mine={mine(m)} />
          ))}
        </ol>
      )}
      <Composer reference={request.reference} internalAllowed={internalAllowed} />
    </section>
  );
}
