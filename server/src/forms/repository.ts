import { maskAadhaarDeep, type Answers, type CustomFormField, type FormStatus } from '@gia/domain';
import { sql, type Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';

/** A live form in its current version, as the API answers it. */
export interface FormRecord {
  id: number;
  name: string;
  fields: CustomFormField[];
  version: number;
  status: FormStatus;
  notify: boolean;
  /** The admin who created it: files sent with responses become theirs. */
  created_by?: number | null;
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

/** Live forms (not deleted) with the fields of their current version; one when `id` is given; only some statuses when `statuses` is. */
export async function listForms(db: Db, id?: number, statuses?: readonly FormStatus[]): Promise<FormRecord[]> {
  let query = db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) =>
      join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.version')
    )
    .select([
      'forms.id',
      'forms.name',
      'forms.version',
      'forms.status',
      'forms.notify',
      'forms.created_by',
      'form_versions.fields'
    ])
    .where('forms.deleted_at', 'is', null);
  if (id !== undefined) query = query.where('forms.id', '=', id);
  if (statuses) query = query.where('forms.status', 'in', [...statuses]);
  const rows = await query.orderBy('forms.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    version: r.version,
    status: r.status as FormStatus,
    notify: r.notify === 1,
    created_by: r.created_by,
    fields: parseFields(r.fields)
  }));
}

export async function findForm(db: Db, id: number): Promise<FormRecord | undefined> {
  return (await listForms(db, id))[0];
}

export interface FormSettings {
  status?: FormStatus;
  notify?: boolean;
}

export async function createForm(
  db: Db,
  name: string,
  fields: CustomFormField[],
  createdBy: number,
  settings: FormSettings = {}
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const row = await trx
      .insertInto('forms')
      .values({
        name,
        version: 1,
        created_by: createdBy,
        created_at: at,
        updated_at: at,
        deleted_at: null,
        status: settings.status ?? 'published',
        notify: settings.notify ? 1 : 0
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('form_versions')
      .values({ form_id: row.id, version: 1, name, fields: JSON.stringify(fields), created_at: at })
      .execute();
    return row.id;
  });
}

/**
 * Stores a new version of a live form. Answers false when the form is gone or someone else saved a
 * version since `fromVersion` was read, so two admins editing at once cannot overwrite each other.
 */
export async function addVersion(
  db: Db,
  id: number,
  fromVersion: number,
  name: string,
  fields: CustomFormField[],
  settings: FormSettings = {}
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const version = fromVersion + 1;
    const result = await trx
      .updateTable('forms')
      .set({ name, version, updated_at: at, ...settingsColumns(settings) })
      .where('id', '=', id)
      .where('version', '=', fromVersion)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('form_versions')
      .values({ form_id: id, version, name, fields: JSON.stringify(fields), created_at: at })
      .execute();
    return true;
  });
}

const settingsColumns = (settings: FormSettings) => ({
  ...(settings.status ? { status: settings.status } : {}),
  ...(settings.notify !== undefined ? { notify: settings.notify ? 1 : 0 } : {})
});

/** Changes a live form's status or notification setting without a new version; false when there is no such form. */
export async function changeSettings(db: Db, id: number, settings: FormSettings): Promise<boolean> {
  const result = await db
    .updateTable('forms')
    .set({ updated_at: now(), ...settingsColumns(settings) })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Soft delete: responses stay stored; false when there is no live form with that id. */
export async function deleteForm(db: Db, id: number): Promise<boolean> {
  const at = now();
  const result = await db
    .updateTable('forms')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The text the responses search looks in: every answer, lower-cased. */
export const searchTextOf = (answers: Answers) => Object.values(answers).flat().join('\n').toLowerCase();

export async function insertResponse(db: Db, formId: number, version: number, responses: Answers): Promise<number> {
  const row = await db
    .insertInto('form_responses')
    .values({
      form_id: formId,
      form_version: version,
      responses: JSON.stringify(responses),
      created_at: now(),
      search_text: searchTextOf(responses)
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims the documents a response's file answers point at, for good: each must be unclaimed and
 * uploaded anonymously or by the caller. They then belong to `ownerId` (the form's admin), so only
 * admins read them. Answers false (claiming nothing) when any is not the caller's to give.
 */
export async function claimResponseFiles(
  db: Db,
  ids: readonly string[],
  callerId: number | null,
  ownerId: number | null
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const owner = ownerId ?? callerId;
  const result = await db
    .updateTable('documents')
    .set({ claimed_at: now(), ...(owner !== null ? { owner_id: owner } : {}) })
    .where('id', 'in', unique)
    .where('claimed_at', 'is', null)
    .where((eb) =>
      callerId === null
        ? eb('owner_id', 'is', null)
        : eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', callerId)])
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === unique.length;
}

/** Every stored answer set of a form (for its summary), newest first. */
export async function allAnswers(db: Db, formId: number): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('form_responses')
    .select('responses')
    .where('form_id', '=', formId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => JSON.parse(r.responses) as Record<string, unknown>);
}

/** Every version of the forms given, newest first within each form. */
export async function versionsOf(db: Db, formIds: number[]): Promise<Map<number, FormVersion[]>> {
  const byForm = new Map<number, FormVersion[]>();
  if (formIds.length === 0) return byForm;
  const rows = await db
    .selectFrom('form_versions')
    .select(['form_id', 'version', 'fields'])
    .where('form_id', 'in', formIds)
    .orderBy('form_id')
    .orderBy('version', 'desc')
    .execute();
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
export async function listResponses(
  db: Db,
  options: { formId?: number; page?: { number: number; size: number }; q?: string }
): Promise<ResponsePage> {
  let base = db
    .selectFrom('form_responses')
    .innerJoin('forms', 'forms.id', 'form_responses.form_id')
    .where('forms.deleted_at', 'is', null);
  if (options.formId !== undefined) base = base.where('form_responses.form_id', '=', options.formId);
  const q = options.q?.trim().toLowerCase();
  if (q) {
    // `!` escapes the wildcards a person may type, the same on SQLite and PostgreSQL.
    const pattern = `%${q.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    base = base.where(sql<boolean>`${sql.ref('form_responses.search_text')} like ${pattern} escape '!'`);
  }
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let query = base
    .select([
      'form_responses.id',
      'form_responses.form_id',
      'form_responses.form_version',
      'form_responses.responses',
      'form_responses.created_at'
    ])
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
      // Answers are typed by people who cannot read them back: Aadhaar numbers in them are masked for every reader.
      responses: maskAadhaarDeep(JSON.parse(r.responses) as Record<string, unknown>),
      created_at: r.created_at,
      fields: versions.get(r.form_id)?.find((v) => v.version === r.form_version)?.fields ?? []
    }))
  };
}
