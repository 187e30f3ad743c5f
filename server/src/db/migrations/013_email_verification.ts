import type { Kysely } from 'kysely';

/**
 * Frozen in time: never import application code here. With mail set up, a new account waits until its
 * owner opens a one-time link mailed to it (issue 17); accounts made before stay as they are. The links
 * are kept with the password reset links, told apart by their purpose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('awaiting_verification', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('password_resets')
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull().defaultTo('reset'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_resets').dropColumn('purpose').execute();
  await db.schema.alterTable('accounts').dropColumn('awaiting_verification').execute();
}
