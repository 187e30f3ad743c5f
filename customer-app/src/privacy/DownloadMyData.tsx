import { useState } from 'react';
import { Button, errorMessage, useT } from '@gia/shared-ui';
import { downloadMyData } from './get-my-data';

type Outcome = { done: string } | { failed: string } | null;

/** The copy of one's data: what it holds, a button that says it is working, then what came of it. */
export function DownloadMyData() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ done: await downloadMyData() });
    } catch (err) {
      setOutcome({ failed: errorMessage(err, t('error.network')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="gia-card-panel gia-prose" aria-labelledby="my-data-copy">
      <h2 id="my-data-copy">{t('identity.myData.copyTitle')}</h2>
      <p>{t('identity.myData.copyText')}</p>
      <Button busy={busy} busyLabel={t('identity.myData.downloading')} onClick={() => void download()}>
        {t('identity.myData.download')}
      </Button>
      <div role="status">
        {outcome && 'done' in outcome && <p>{t('identity.myData.downloaded', { file: outcome.done })}</p>}
      </div>
      <div role="alert">
        {outcome && 'failed' in outcome && (
          <p className="gia-form-error">{t('identity.myData.downloadFailed', { reason: outcome.failed })}</p>
        )}
      </div>
    </section>
  );
}
