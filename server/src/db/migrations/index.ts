import type { Migration } from 'kysely';
import * as initial from './001_initial';
import * as requestSearch from './002_request_search';
import * as outbox from './003_outbox';
import * as notices from './004_notices';
import * as requestTotals from './005_request_totals';
import * as requestReference from './006_request_reference';
import * as conversation from './010_conversation';
import * as forms from './008_forms';
import * as requestTextIndex from './011_request_text_index';
import * as identity from './007_identity';
import * as peopleTextIndex from './012_people_text_index';
import * as emailVerification from './013_email_verification';
import * as documentRemovals from './014_document_removals';
import * as requestMilestones from './015_request_milestones';
import * as completionsIndex from './016_completions_index';
import * as textIndexMerges from './017_text_index_merges';
import * as windowText from './018_window_text';
import * as rowVersion from './019_row_version';
import * as peopleVersion from './020_people_version';
import * as customerWindowText from './021_customer_window_text';

/** Ordered, explicit, frozen: add new ones at the end, never edit a released one. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_request_search': requestSearch,
  '003_outbox': outbox,
  '004_notices': notices,
  '005_request_totals': requestTotals,
  '006_request_reference': requestReference,
  '007_identity': identity,
  '008_forms': forms,
  '010_conversation': conversation,
  '011_request_text_index': requestTextIndex,
  '012_people_text_index': peopleTextIndex,
  '013_email_verification': emailVerification,
  '014_document_removals': documentRemovals,
  '015_request_milestones': requestMilestones,
  '016_completions_index': completionsIndex,
  '017_text_index_merges': textIndexMerges,
  '018_window_text': windowText,
  '019_row_version': rowVersion,
  '020_people_version': peopleVersion,
  '021_customer_window_text': customerWindowText
};
