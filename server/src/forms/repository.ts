import type { CustomFormField } from '@gia/domain';
import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';

/** A live form in its current version, as the API answers it. */
export interface FormRecord {
  id: number;
  name: string;
  fields: CustomFormField[];
  version: number;
}

export interface ResponseRecord {
  id: number;
  form_id: number;
  form_version: number;
  responses: Record<string, unknown>;
  created_at: string;
  fields: CustomFormField[];
}

export interface FormVersion {
  version: number;
  fields: CustomFormField[];
}

type Db = Kysely<Database>;

const parseFields = (text: string): CustomFormField[] => JSON.parse(text) as CustomFormField[];

/** Live forms (not deleted) with the fields of their current version; one when `id` is given. */
export async function listForms(db: Db, id?: number): Promise<FormRecord[]> {
  let query = db.selectFrom('forms')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.version'))
    .select(['forms.id', 'forms.name', 'forms.version', 'form_versions.fields'])
    .where('forms.deleted_at', 'is', null);
  if (id !== undefined) query = query.where('forms.id', '=', id);
  const rows = await query.orderBy('forms.id', 'desc').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, version: r.version, fields: parseFields(r.fields) }));
}

export async function findForm(db: Db, id: number): Promise<FormRecord | undefined> {
  return (await listForms(db, id))[0];
}

export async function createForm(db: Db, name: string, fields: CustomFormField[], createdBy: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const row = await trx.insertInto('forms')
      .values({ name, version: 1, created_by: createdBy, created_at: at, updated_at: at, deleted_at: null })
      .returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('form_versions').values({ form_id: row.id, version: 1, name, fields: JSON.stringify(fields), created_at: at }).execute();
    return row.id;
  });
}

/**
 * Stores a new version of a live form. Answers false when the form is gone or someone else saved a
 * version since `fromVersion` was read, so two admins editing at once cannot overwrite each other.
 */
export async function addVersion(db: Db, id: number, fromVersion: number, name: string, fields: CustomFormField[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const version = fromVersion + 1;
    const result = await trx.updateTable('forms')
      .set({ name, version, updated_at: at })
      .where('id', '=', id).where('version', '=', fromVersion).where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx.insertInto('form_versions').values({ form_id: id, version, name, fields: JSON.stringify(fields), created_at: at }).execute();
    return true;
  });
}

/** Soft delete: responses stay stored; false when there is no live form with that id. */
export async function deleteForm(db: Db, id: number): Promise<boolean> {
  const at = now();
  const result = await db.updateTable('forms').set({ deleted_at: at, updated_at: at })
    .where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertResponse(db: Db, formId: number, version: number, responses: Record<string, unknown>): Promise<number> {
  const row = await db.insertInto('form_responses')
    .values({ form_id: formId, form_version: version, responses: JSON.stringify(responses), created_at: now() })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Every version of the forms given, newest first within each form. */
export async function versionsOf(db: Db, formIds: number[]): Promise<Map<number, FormVersion[]>> {
  const byForm = new Map<number, FormVersion[]>();
  if (formIds.length === 0) return byForm;
  const rows = await db.selectFrom('form_versions').select(['form_id', 'version', 'fields'])
    .where('form_id', 'in', formIds).orderBy('form_id').orderBy('version', 'desc').execute();
  for (const r of rows) {
    const list = byForm.get(r.form_id) ?? [];
    list.push({ version: r.version, fields: parseFields(r.fields) });
    byForm.set(r.form_id, list);
  }
  return byForm;
}

export interface ResponsePage {
  rows: ResponseRecord[];
  total: number;
}

/**
 * Responses of live forms (of one form when `formId` is given), newest first, each with the fields
 * of the version it answered. Without `page` every response is returned.
 */
export async function listResponses(db: Db, options: { formId?: number; page?: { number: number; size: number } }): Promise<ResponsePage> {
  let base = db.selectFrom('form_responses')
    .innerJoin('forms', 'forms.id', 'form_responses.form_id')
    .where('forms.deleted_at', 'is', null);
  if (options.formId !== undefined) base = base.where('form_responses.form_id', '=', options.formId);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let query = base
    .select(['form_responses.id', 'form_responses.form_id', 'form_responses.form_version', 'form_responses.responses', 'form_responses.created_at'])
    .orderBy('form_responses.id', 'desc');
  if (options.page) query = query.limit(options.page.size).offset((options.page.number - 1) * options.page.size);
  const rows = await query.execute();
  const versions = await versionsOf(db, [...new Set(rows.map((r) => r.form_id))]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      form_id: r.form_id,
      form_version: r.form_version,
      responses: JSON.parse(r.responses) as Record<string, unknown>,
      created_at: r.created_at,
      fields: versions.get(r.form_id)?.find((v) => v.version === r.form_version)?.fields ?? []
    }))
  };
}
