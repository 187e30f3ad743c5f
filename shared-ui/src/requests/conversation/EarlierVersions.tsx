import { fieldLabel, isMessageKey } from '@gia/domain';
import { formatDateTime, useLanguageStore, useT } from '@gia/shared-ui';
import { DocumentView } from '../../documents/DocumentView';
import type { RequestDetail } from '../api/types';
import { useConversationStyles } from './styles';

const label = (field: string, t: ReturnType<typeof useT>) => {
  const key = fieldLabel(field);
  return isMessageKey(key) ? t(key) : field;
};
const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/**
 * What changed on a request after it was first sent: documents the customer replaced when asked (kept,
 * marked replaced) and the corrections of a rejected request, field by field. Nothing when nothing changed.
 */
export function EarlierVersions({ request }: { request: RequestDetail }) {
  useConversationStyles();
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const replaced = request.replaced_documents ?? [];
  const corrections = (request.resubmissions ?? []).filter((r) => r.changes.length > 0);
  if (replaced.length === 0 && corrections.length === 0) return null;
  return (
    <section className="gia-panel" aria-labelledby="gia-earlier-heading">
      <h2 id="gia-earlier-heading">{t('talk.earlier')}</h2>
      {corrections.map((r) => (
        <div key={r.at}>
          <h3>{t('talk.correctedOn', { when: formatDateTime(r.at, lang) })}</h3>
          <ul>
            {r.changes.map((c) => (
              <li key={c.field}>
                {'document' in c
                  ? t('talk.documentChanged', { field: label(c.field, t) })
                  : t('talk.fieldChanged', {
                      field: label(c.field, t),
                      before: shown(c.before),
                      after: shown(c.after)
                    })}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {replaced.length > 0 && (
        <div className="gia-talk-docs">
          {replaced.map((d) => (
            <DocumentView
              key={d.url}
              url={d.url}
              contentType={d.content_type}
              label={`${label(d.field, t)} (${t('talk.replaced')} ${formatDateTime(d.replaced_at, lang)})`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
