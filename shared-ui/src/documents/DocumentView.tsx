import { useState } from 'react';
import { Button, useNotice, useT } from '@gia/shared-ui';

export interface DocumentViewProps {
  /** The document's (signed) address, or nothing when none was given. */
  url?: string | null;
  label: string;
  /** The document's type when known (the request page says it), so a PDF is badged without trying it as an image. */
  contentType?: string | null;
}

const THUMB = 100;

/** One document: a 100x100 thumbnail (a PDF badge for what is not an image) and a Preview that opens it in a new tab. */
export function DocumentView({ url, label, contentType }: DocumentViewProps) {
  const t = useT();
  const notice = useNotice();
  const [notAnImage, setNotAnImage] = useState(false);
  const pdf = Boolean(url) && (notAnImage || contentType === 'application/pdf' || /\.pdf(?:$|[?#])/i.test(url ?? ''));

  function preview() {
    if (!url) return notice.info(t('document.noPreview'));
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  return (
    <figure className="gia-document">
      {!url && <span className="gia-document-none">{t('common.na')}</span>}
      {url && pdf && (
        <span className="gia-pdf-badge" role="img" aria-label={`${t('document.pdf')}: ${label}`}>
          {t('document.pdf')}
        </span>
      )}
      {url && !pdf && (
        <img src={url} alt={label} width={THUMB} height={THUMB} loading="lazy" onError={() => setNotAnImage(true)} />
      )}
      <figcaption>{label}</figcaption>
      <Button variant="secondary" onClick={preview} aria-label={`${t('document.preview')}: ${label}`}>
        {t('document.preview')}
      </Button>
    </figure>
  );
}
