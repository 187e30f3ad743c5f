import { Button, EmptyState, errorMessage, Spinner, useT } from '@gia/shared-ui';
import { useRequest } from './api/get-request';
import { RequestDetails } from './workspace/RequestDetails';

/**
 * A request's details as its page draws them (every field and document of its kind, who submitted it),
 * read by its reference: the admin's list popup shows what the admin approves, not the spec's few fields.
 */
export function WholeRequest({ reference }: { reference: string }) {
  const t = useT();
  const request = useRequest(reference);
  if (request.data) return <RequestDetails request={request.data} headingLevel={3} />;
  if (request.isError)
    return (
      <EmptyState
        text={t('request.loadFailed', { reason: errorMessage(request.error, t('error.unexpected')) })}
        action={<Button onClick={() => void request.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return <Spinner />;
}
