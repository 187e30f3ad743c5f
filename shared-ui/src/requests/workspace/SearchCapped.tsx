import { useWorkspaceT } from './use-workspace-texts';

/** A list's count as read: "1000+" when a search matched more than the server reads (X-Total-Capped). */
export function countShown(total: number, capped: boolean): string | number {
  return capped ? `${total}+` : total;
}

/** Under a capped search's count: which requests are shown, and how to find the rest. */
export function SearchCappedNote({ total }: { total: number }) {
  const w = useWorkspaceT();
  return <p className="gia-list-note">{w('ws.searchCapped', { total })}</p>;
}
