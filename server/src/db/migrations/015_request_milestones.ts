import type { Kysely } from 'kysely';

/**
 * Frozen in time: never import application code here. Each request keeps the few events its workflow
 * fields are made from (`milestonesOf` in domain/workflow), as JSON, so a list presents a page of rows
 * without reading every row's history (issue 18). Null on requests from before this migration: their
 * lists read the history, as before, until their next event writes the column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('milestones', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').dropColumn('milestones').execute();
}
