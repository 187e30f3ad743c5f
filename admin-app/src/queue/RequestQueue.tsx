import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isMessageKey, serviceByKey, type BusinessType } from '@gia/domain';
import { EmptyState, Page, SelectField, useT } from '@gia/shared-ui';
import {
  requestPath,
  RequestTable,
  useStyleSheet,
  useWorkList,
  WorkFilters,
  WorkListBody,
  type GlobalRequestRow
} from '@gia/shared-ui/requests';
import type { BulkResult } from '../api/bulk-action';
import { useVendorFilter } from '../api/get-vendors';
import { BulkBar } from './BulkBar';
import { QUEUE_CSS } from './queue-css';

/**
 * /RequestQueue: every request of every kind for the admin, newest first. Filters (service, status, due
 * date, vendor, text), order and page live in the URL. Rows say who submitted them; selected rows are
 * assigned to one vendor or rejected with one reason together, and each one's result is listed.
 */
export default function RequestQueue() {
  useStyleSheet('gia-admin-queue', QUEUE_CSS);
  const t = useT();
  const work = useWorkList();
  const { params, set } = work.search;
  const { rows } = work;
  // Selected requests by reference, kept across pages and filters (their kinds decide the vendor picker).
  const [selected, setSelected] = useState<Map<string, GlobalRequestRow>>(new Map());
  const [results, setResults] = useState<BulkResult[]>([]);
  const kind = params.kind ? serviceByKey(params.kind) : undefined;
  const vendors = useVendorFilter(kind?.vendorCategory as BusinessType | undefined);

  function choose(next: Set<string>) {
    setSelected((current) => {
      const kept = new Map([...current].filter(([reference]) => next.has(reference)));
      for (const r of rows) if (next.has(r.reference)) kept.set(r.reference, r);
      return kept;
    });
  }
  const pageSelected = rows.length > 0 && rows.every((r) => selected.has(r.reference));
  function togglePage(on: boolean) {
    const next = new Set(selected.keys());
    for (const r of rows) {
      if (on) next.add(r.reference);
      else next.delete(r.reference);
    }
    choose(next);
  }

  function showResults(found: BulkResult[]) {
    setResults(found);
    // What worked leaves the selection; what did not stays selected to try again.
    const done = new Set(found.filter((r) => r.ok).map((r) => r.reference));
    setSelected((current) => new Map([...current].filter(([reference]) => !done.has(reference))));
  }

  const okCount = results.filter((r) => r.ok).length;
  return (
    <Page title={t('queue.title')} back="/AdminDashboad">
      <WorkFilters work={work}>
        <SelectField
          label={t('queue.vendor')}
          name="vendor"
          value={params.vendor ?? ''}
          placeholder={t('queue.anyVendor')}
          onChange={(e) => set({ vendor: e.target.value })}
          options={vendors.map((v) => ({
            value: String(v.vendor_id),
            label: v.vendor_name
          }))}
        />
      </WorkFilters>
      <BulkBar selected={[...selected.values()]} onResults={showResults} onClear={() => setSelected(new Map())} />
      {results.length > 0 && (
        <section className="gia-bulk-results" aria-label={t('bulk.result')}>
          <p role="status">{t('bulk.summary', { ok: okCount, total: results.length })}</p>
          <ul>
            {results.map((r) => (
              <li key={r.reference} className={r.ok ? 'gia-result-ok' : 'gia-result-failed'}>
                <Link to={requestPath(r.reference)}>{r.reference}</Link>
                {': '}
                {r.ok
                  ? t('bulk.done')
                  : t('bulk.notDone', {
                      reason: r.code && isMessageKey(r.code) ? t(r.code, r.params) : (r.message ?? '')
                    })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <WorkListBody work={work}>
        <div className="gia-queue-head">
          <p aria-live="polite">{t('queue.total', { total: work.shownTotal })}</p>
          {rows.length > 0 && (
            <label className="gia-check-label">
              <input
                type="checkbox"
                className="gia-check"
                checked={pageSelected}
                onChange={(e) => togglePage(e.target.checked)}
              />
              {t('queue.selectPage')}
            </label>
          )}
        </div>
        <div className="gia-queue-table">
          <RequestTable
            rows={rows}
            showCustomer
            selection={{
              selected: new Set(selected.keys()),
              onChange: choose
            }}
            caption={t('queue.title')}
            empty={<EmptyState text={t('common.noData')} />}
          />
        </div>
      </WorkListBody>
    </Page>
  );
}
