import { useId } from 'react';
import { Button, useNotice, useT } from '@gia/shared-ui';

/** The address anyone opens to fill the form in (the renderer of this portal). */
export const shareLink = (formId: number, origin = window.location.origin) => `${origin}/FormRenderer?id=${formId}`;

/** An `<iframe>` of the renderer for another site's page; the server lets only that page be framed. */
export function embedSnippet(formId: number, name: string, origin = window.location.origin): string {
  const title = name.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
  return `<iframe src="${shareLink(formId, origin)}" title="${title}" width="100%" height="900" style="border:0;max-width:720px" loading="lazy"></iframe>`;
}

/** The share link and the embed code of a published form, each with a Copy button. */
export function SharePanel({ formId, name }: { formId: number; name: string }) {
  const t = useT();
  const notice = useNotice();
  const id = useId();
  const link = shareLink(formId);
  const embed = embedSnippet(formId, name);

  async function copy(text: string, fieldId: string) {
    try {
      await navigator.clipboard.writeText(text);
      notice.success(t('forms.copied'));
    } catch {
      const field = document.getElementById(fieldId) as HTMLInputElement | HTMLTextAreaElement | null;
      field?.focus();
      field?.select();
      notice.info(t('forms.copyFailed'));
    }
  }

  return (
    <div className="gia-form gia-share">
      <div className="gia-field">
        <label htmlFor={`${id}-link`}>{t('forms.shareLink')}</label>
        <input id={`${id}-link`} className="gia-input" readOnly value={link} onFocus={(e) => e.target.select()} />
      </div>
      <div className="gia-actions" style={{ marginTop: 4 }}>
        <Button variant="secondary" aria-label={t('forms.copyLinkLabel')} onClick={() => void copy(link, `${id}-link`)}>
          {t('forms.copy')}
        </Button>
        <a className="gia-button gia-button-secondary" href={link} target="_blank" rel="noopener noreferrer">
          {t('forms.open')}
        </a>
      </div>
      <div className="gia-field" style={{ marginTop: 16 }}>
        <label htmlFor={`${id}-embed`}>{t('forms.embed')}</label>
        <textarea
          id={`${id}-embed`}
          className="gia-input"
          readOnly
          rows={4}
          value={embed}
          aria-describedby={`${id}-embed-hint`}
          onFocus={(e) => e.target.select()}
        />
        <p className="gia-hint" id={`${id}-embed-hint`}>
          {t('forms.embedHint')}
        </p>
      </div>
      <div className="gia-actions" style={{ marginTop: 4 }}>
        <Button
          variant="secondary"
          aria-label={t('forms.copyEmbedLabel')}
          onClick={() => void copy(embed, `${id}-embed`)}
        >
          {t('forms.copy')}
        </Button>
      </div>
    </div>
  );
}
