import { useState } from 'react';
import { Button, useNotice, useT } from '@gia/shared-ui';

export interface DocumentViewProps {
  /** The document's (signed) address, or nothing when none was given. */
  url?: string | null;
  label: string;
}

const THUMB = 100;

/** One document: a 100x100 thumbnail (a PDF badge for what is not an image) and a Preview that opens it in a new tab. */
export function DocumentView({ url, label }: DocumentViewProps) {
  const t = useT();
  const notice = useNotice();
  const [notAnImage, setNotAnImage] = useState(false);
  const pdf = Boolean(url) && (notAnImage || /\.pdf(?:$|[?#])/i.test(url ?? ''));

  function preview() {
    if (!url) return notice.info(t('document.noPreview'));
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  return (
    <figure className="gia-document">
      {!url && <span className="gia-document-none">{t('common.na')}</span>}
      {url && pdf && (
        <span className="gia-pdf-badge" role="img" aria-label={`${t('document.pdf')}: ${label}`}>{t('document.pdf')}</span>
      )}
      {url && !pdf && (
        <img src={url} alt={label} width={THUMB} height={THUMB} loading="lazy" onError={() => setNotAnImage(true)} />
      )}
      <figcaption>{label}</figcaption>
      <Button variant="secondary" onClick={preview} aria-label={`${t('document.preview')}: ${label}`}>{t('document.preview')}</Button>
    </figure>
  );
}
