import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { DOCUMENT_TYPES, isAcceptedDeclaredType } from '@gia/domain';
import { Button, useT } from '@gia/shared-ui';
import { maxUploadMb } from './upload-config';
import { uploadDocument } from './upload-document';

export interface FileInputProps {
  name: string;
  label: string;
  /** The uploaded document's address, or null when there is none. */
  value: string | null;
  onChange(url: string | null): void;
  /** The form's message for this field (e.g. required). */
  error?: string | null;
  required?: boolean;
  /** Told when an upload starts and ends, so a form can wait for it before submitting. */
  onUploadingChange?(uploading: boolean): void;
}

const ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', ...DOCUMENT_TYPES].join(',');

/**
 * Picks one JPG, PNG or PDF, checks its type and size before sending it, uploads it with a progress bar
 * and hands the form its address. A failed upload leaves the field empty; another file replaces it.
 */
export function FileInput({ name, label, value, onChange, error, required, onUploadingChange }: FileInputProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const attempt = useRef(0);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const uploading = percent !== null;

  useEffect(() => {
    // The form cleared the field (e.g. after a submission): forget the chosen file too.
    if (value === null && !uploading) {
      setFileName(null);
      if (input.current) input.current.value = '';
    }
  }, [value, uploading]);

  function refuse(message: string) {
    setProblem(message);
    if (input.current) input.current.value = '';
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setProblem(null);
    if (!isAcceptedDeclaredType(file.type)) return refuse(t('upload.onlyTypes'));
    const mb = await maxUploadMb();
    if (file.size > mb * 1024 * 1024) return refuse(t('upload.tooLarge', { mb }));
    const mine = ++attempt.current;
    setPercent(0);
    onUploadingChange?.(true);
    try {
      const url = await uploadDocument(file, (p) => mine === attempt.current && setPercent(p));
      if (mine !== attempt.current) return;
      setFileName(file.name);
      onChange(url);
    } catch {
      if (mine !== attempt.current) return;
      setFileName(null);
      onChange(null);
      refuse(t('upload.failed'));
    } finally {
      if (mine === attempt.current) {
        setPercent(null);
        onUploadingChange?.(false);
      }
    }
  }

  function remove() {
    attempt.current++;
    setProblem(null);
    setFileName(null);
    if (input.current) input.current.value = '';
    onChange(null);
  }

  const message = problem ?? error ?? '';
  return (
    <div className={`gia-field gia-file${message ? ' gia-field-invalid' : ''}`}>
      <div className="gia-label-row">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="gia-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={ACCEPT}
        className="gia-input"
        onChange={(e) => void choose(e)}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {uploading && (
        <div className="gia-upload-progress">
          <progress max={100} value={percent} aria-label={t('upload.uploading', { percent })} />
          <span aria-live="polite">{t('upload.uploading', { percent })}</span>
        </div>
      )}
      {value && !uploading && (
        <p className="gia-upload-done">
          <span>{fileName ? `${t('upload.uploaded')}: ${fileName}` : t('upload.uploaded')}</span>
          <Button variant="link" onClick={remove} aria-label={`${t('upload.remove')}: ${label}`}>
            {t('upload.remove')}
          </Button>
        </p>
      )}
      <p className="gia-error" id={`${id}-error`} role="alert">
        {message}
      </p>
    </div>
  );
}
