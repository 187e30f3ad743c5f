import { useState } from 'react';
import type { Action } from '@gia/domain';
import { errorMessage, useNotice, useT } from '@gia/shared-ui';
import { isStateMoved, useRequestAction } from '../api/request-action';
import type { ActionBody } from '../api/types';

/**
 * A staff role's actions on one request page: `run` takes an action, says `done` when it worked, and
 * keeps what went wrong in `failure`: a 409 means someone else moved the request first (the page is
 * read again and shows its new state); anything else is said in the server's words.
 */
export function useStaffAction(reference: string) {
  const t = useT();
  const notice = useNotice();
  const take = useRequestAction(reference);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: Action, body: ActionBody, done: string): Promise<boolean> {
    setFailure(null);
    try {
      await take.mutateAsync({ action, body });
      notice.success(done);
      return true;
    } catch (error) {
      const reason = errorMessage(error, t('error.unexpected'));
      setFailure(t(isStateMoved(error) ? 'request.moved' : 'list.actionFailed', { reason }));
      return false;
    }
  }

  return { run, failure, pending: take.isPending };
}
