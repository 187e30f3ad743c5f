import type { Migration } from 'kysely';
import * as initial from './001_initial';
import * as requestSearch from './002_request_search';
import * as outbox from './003_outbox';
import * as notices from './004_notices';
import * as requestTotals from './005_request_totals';

/** Ordered, explicit, frozen: add new ones at the end, never edit a released one. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_request_search': requestSearch,
  '003_outbox': outbox,
  '004_notices': notices,
  '005_request_totals': requestTotals
};
