import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@gia/shared-ui';
import { requestQuery } from './api/get-request';
import { rowState, type RequestRow } from './request-row';
import { RequestTimeline } from './workspace/RequestTimeline';

/**
 * The history comes from the request's own call (a list row carries what a list shows, not the
 * history); a row that still carries its events shows them meanwhile.
 */
export function PopupTimeline({ row }: { row: RequestRow }) {
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
