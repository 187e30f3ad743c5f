import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isMessageKey } from '@gia/domain';
import { Button, Dialog, TextField, errorMessage, useAuthStore, useNotice, useT } from '@gia/shared-ui';
import { eraseMe } from './erase-me';

/**
 * Erasure in plain words, then a dialog that asks the person to type their account's email (the server
 * asks nothing more, so this is what stops a slip of the finger) before it calls `eraseMe`. Afterwards
 * the session is over: signed out here, on the landing page, with the server's notice.
 */
export function EraseAccount() {
  const t = useT();
  const notice = useNotice();
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const logout = useAuthStore((s) => s.logout);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setMismatch(false);
    setFailed(null);
  }

  async function erase(e: FormEvent) {
    e.preventDefault();
    setFailed(null);
    const same = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();
    setMismatch(!same);
    if (!same) return;
    setBusy(true);
    try {
      const code = await eraseMe();
      logout();
      navigate('/');
      notice.success(t(isMessageKey(code) ? code : 'identity.erasureStarted'));
    } catch (err) {
      setFailed(errorMessage(err, t('error.network')));
      setBusy(false);
    }
  }

  return (
    <section className="gia-card-panel gia-prose" aria-labelledby="my-data-erase">
      <h2 id="my-data-erase">{t('identity.myData.eraseTitle')}</h2>
      <p>{t('identity.myData.eraseClosed')}</p>
      <p>{t('identity.myData.eraseDestroyed')}</p>
      <p>{t('identity.myData.eraseKept')}</p>
      <p>
        <strong>{t('identity.myData.eraseFinal')}</strong>
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('identity.myData.erase')}
      </Button>
      <Dialog
        open={open}
        role="alertdialog"
        title={t('identity.myData.confirmTitle')}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" type="submit" form={formId} busy={busy} busyLabel={t('identity.myData.erasing')}>
              {t('identity.myData.erase')}
            </Button>
          </>
        }
      >
        <form id={formId} className="gia-form" noValidate onSubmit={(e) => void erase(e)}>
          {failed && (
            <p className="gia-form-error" role="alert">
              {t('identity.myData.eraseFailed', { reason: failed })}
            </p>
          )}
          {/* An email is one long word: on a phone it breaks anywhere rather than widen the dialog. */}
          <p style={{ overflowWrap: 'anywhere' }}>{t('identity.myData.confirmText', { email })}</p>
          <TextField
            label={t('identity.myData.confirmLabel')}
            name="confirmEmail"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={mismatch ? t('identity.myData.confirmMismatch', { email }) : null}
          />
        </form>
      </Dialog>
    </section>
  );
}
