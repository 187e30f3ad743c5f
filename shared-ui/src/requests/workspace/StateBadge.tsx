import { stateLabel, stateTone, type RequestState } from '@gia/domain';
import { useT } from '@gia/shared-ui';
import { useWorkspaceStyles } from './styles';

/** A request's state in the one status vocabulary (domain `stateLabel`), each state with its own colour. */
export function StateBadge({ state }: { state: RequestState }) {
  useWorkspaceStyles();
  const t = useT();
  return (
    <span className={`gia-state gia-state-${stateTone(state)}`} data-state={state}>
      {t(stateLabel(state))}
    </span>
  );
}
