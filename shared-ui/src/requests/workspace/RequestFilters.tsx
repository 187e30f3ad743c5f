import type { ChangeEvent, ReactNode } from 'react';
import { SERVICES, serviceText, stateVocabulary, type ServiceKind } from '@gia/domain';
import { Button, SearchBox, SelectField, useT } from '@gia/shared-ui';
import type { ListFilter, useListSearch } from './use-list-search';
import { useSearchText } from './use-search-text';
import { useWorkspaceT } from './use-workspace-texts';

export interface RequestFiltersProps {
  search: ReturnType<typeof useListSearch>;
  /** The orders offered; the first is the default. */
  sorts?: readonly ('newest' | 'oldest' | 'due')[];
  /** Extra filters a role adds (e.g. due, vendor), drawn after the common ones. */
  children?: ReactNode;
}

/** The kind, status, text and order of a cross-kind list, bound to the URL (`useListSearch`). */
export function RequestFilters({ search, sorts = ['newest', 'oldest', 'due'], children }: RequestFiltersProps) {
  const t = useT();
  const w = useWorkspaceT();
  const { params, set, clear, filtered } = search;
  const [text, setText] = useSearchText(params.q ?? '', (q) => set({ q }));

  const kinds: readonly ServiceKind[] = SERVICES;
  const pick = (name: ListFilter) => (e: ChangeEvent<HTMLSelectElement>) => set({ [name]: e.target.value });
  return (
    <div className="gia-filters">
      <SearchBox label={w('ws.search')} value={text} onChange={setText} />
      <SelectField
        name="kind"
        label={w('ws.service')}
        value={params.kind ?? ''}
        onChange={pick('kind')}
        options={[
          { value: '', label: w('ws.allKinds') },
          ...kinds.map((k) => ({ value: k.key, label: t(serviceText(k, 'name')) }))
        ]}
      />
      <SelectField
        name="status"
        label={w('ws.status')}
        value={params.status ?? ''}
        onChange={pick('status')}
        options={[
          { value: '', label: w('ws.allStatuses') },
          ...stateVocabulary().map((s) => ({ value: s.state, label: t(s.label) }))
        ]}
      />
      <SelectField
        name="sort"
        label={w('ws.sort')}
        value={params.sort ?? sorts[0]}
        onChange={(e) => set({ sort: e.target.value === sorts[0] ? '' : e.target.value })}
        options={sorts.map((s) => ({ value: s, label: w(`ws.sort.${s}`) }))}
      />
      {children}
      {filtered && (
        <div>
          <Button variant="secondary" onClick={clear}>
            {w('ws.clearFilters')}
          </Button>
        </div>
      )}
    </div>
  );
}
