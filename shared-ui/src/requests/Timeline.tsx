import { Button, Dialog, Spinner, useT } from '@gia/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { requestQuery } from './api/get-request';
import { rowState, type RequestRow } from './request-row';
import { RequestTimeline } from './workspace/RequestTimeline';

/**
 * The history comes from the request's own call (a list row carries what a list shows, not the
 * history); a row that still carries its events shows them meanwhile.
 */
function PopupTimeline({ row }: { row: RequestRow }) {
  const reference = typeof row.reference === 'string' ? row.reference : '';
  const request = useQuery({ ...requestQuery(reference), enabled: reference !== '' });
  const events = request.data?.events ?? row.events;
  if (!events)
    return request.isError || !reference ? (
      <RequestTimeline state={rowState(row)} events={[]} framed={false} />
    ) : (
      <Spinner />
    );
  return <RequestTimeline state={request.data?.status ?? rowState(row)} events={events} framed={false} />;
}

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
