import { type Kysely, sql } from 'kysely';

/**
 * Frozen in time: never import application code here. Custom forms get a status (existing forms stay
 * published, as they were answerable before), an opt-in notification to admins per response, and a
 * lower-cased text of each response's answers for the responses search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('forms')
    .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('form_responses').addColumn('search_text', 'text').execute();
  await sql`update form_responses set search_text = lower(responses)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_responses').dropColumn('search_text').execute();
  await db.schema.alterTable('forms').dropColumn('notify').execute();
  await db.schema.alterTable('forms').dropColumn('status').execute();
}
