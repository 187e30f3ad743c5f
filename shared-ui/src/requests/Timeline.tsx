import { Button, Dialog, useT } from '@gia/shared-ui';
import { loadablePart } from './loadable-part';
import type { RequestRow } from './request-row';

/** The history's code (and its call) loads when a timeline is first opened, or about to be (issue 18). */
export const loadTimeline = () => import('./PopupTimeline');
const PopupTimeline = loadablePart(() => loadTimeline().then((m) => m.PopupTimeline));

/**
 * The timeline popup of the per-kind lists: the same steps as the request page (domain
 * `requestTimeline`): what happened in order, a rejection or deletion with its reason and who, and the
 * steps still to come in grey with the spec's message.
 */
export function Timeline({ row, onClose }: { row: RequestRow | null; onClose(): void }) {
  const t = useT();
  return (
    <Dialog
      open={row !== null}
      title={t('timeline.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {row && <PopupTimeline row={row} />}
    </Dialog>
  );
}
