import { SelectField, useT } from '@gia/shared-ui';

export type DueFilter = '' | 'overdue' | 'dueSoon';
export type DueSort = 'created' | 'due';

export interface DueFiltersProps {
  due: DueFilter;
  sort: DueSort;
  onDue(due: DueFilter): void;
  onSort(sort: DueSort): void;
}

/** The admin and vendor lists' due-date filter and order (the read calls' `due` and `sort`). */
export function DueFilters({ due, sort, onDue, onSort }: DueFiltersProps) {
  const t = useT();
  return (
    <>
      <SelectField
        label={t('due.filter')}
        name="due"
        value={due}
        onChange={(e) => onDue(e.target.value as DueFilter)}
        placeholder={t('due.any')}
        options={[
          { value: 'overdue', label: t('due.filter.overdue') },
          { value: 'dueSoon', label: t('due.filter.dueSoon') }
        ]}
      />
      <SelectField
        label={t('due.sort')}
        name="sort"
        value={sort}
        onChange={(e) => onSort(e.target.value as DueSort)}
        options={[
          { value: 'created', label: t('due.sort.created') },
          { value: 'due', label: t('due.sort.due') }
        ]}
      />
    </>
  );
}

/** The query a list read adds for them; defaults are left out. */
export function dueParams(due: DueFilter, sort: DueSort): Record<string, string> {
  return { ...(due ? { due } : {}), ...(sort === 'due' ? { sort } : {}) };
}
