'use strict';
/**
 * Fills a fresh database with `total` requests spread over every kind, a few thousand customers, a
 * set of vendors and an admin, in bulk (the API would take hours for a million). Rows look like
 * what the API stores: the kind's fields as JSON, the search column, the 'submitted' event, and an
 * 'assign' event for the assigned ones. One customer (the one the benchmark signs in as) owns 200. With
 * `documents`, every document field holds a document's address, as a customer's scans would: each is signed
 * for its viewer on every read, a cost a list of requests without them hides.
 */
const { hash } = require('@node-rs/argon2');
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const { sql } = require('kysely');
const { openDatabase, migrate } = require(path.join(__dirname, '..', 'server', 'dist', 'db'));
const { searchText } = require(path.join(__dirname, '..', 'server', 'dist', 'requests', 'list-query'));
const { DOCUMENT_PATH, SERVICES } = require(path.join(__dirname, '..', 'domain', 'dist'));

const PASSWORD = 'Bench-pass-2026';
const CUSTOMERS = 2000;
const VENDORS = 20;
const CHUNK = 500;
/** A word in every request's text: a search for it matches them all (issue 18: search reads at most 1,000). */
const COMMON_WORD = 'Bengaluru';

/** A document a seeded request holds, as the API stores it: its address, a random id as the API makes (`newDocumentId`). */
const newDocumentAddress = () => `${DOCUMENT_PATH}${randomBytes(18).toString('base64url')}`;

function sampleFields(kind, i, documents) {
  const values = {};
  for (const f of kind.fields) {
    if (f.kind === 'file') values[f.name] = documents ? newDocumentAddress() : null;
    else if (f.format === 'amount') values[f.name] = 100000 + (i % 5000) * 37;
    else if (f.format === 'age') values[f.name] = 18 + (i % 60);
    else if (f.format === 'pan') values[f.name] = 'ABCPE1234F';
    else if (f.format === 'mobile') values[f.name] = '98765' + String(10000 + (i % 89999)).padStart(5, '0');
    else if (f.format === 'date') values[f.name] = '2026-04-01';
    else if (f.format === 'email') values[f.name] = `person${i}@example.in`;
    else if (f.format === 'ifsc') values[f.name] = 'SBIN0001234';
    else if (f.format === 'digits') values[f.name] = String(100000000 + i);
    else if (f.format === 'din') values[f.name] = '01234567';
    else values[f.name] = `${f.name.replace(/_/g, ' ')} ${i} ${COMMON_WORD}`;
  }
  return values;
}

async function seed({ databaseUrl, dataDir, total, documents = false }) {
  const database = openDatabase({ databaseUrl, dataDir });
  const db = database.db;
  await migrate(db);
  const passwordHash = await hash(PASSWORD);
  // Submitted over the last days, one a second, and due a month later: none overdue at the start.
  const start = Date.now() - total * 1000;
  const at = (i) => new Date(start + i * 1000).toISOString();

  const people = [
    { role: 'admin', name: 'Bench Admin', email: 'admin@bench.in' },
    { role: 'customer', name: 'Bench Customer', email: 'customer@bench.in' }
  ];
  for (let i = 1; i < CUSTOMERS; i++) people.push({ role: 'customer', name: `Customer ${i}`, email: `c${i}@bench.in` });
  for (let i = 0; i < VENDORS; i++) people.push({ role: 'vendor', name: `Vendor ${i}`, email: `v${i}@bench.in` });
  const ids = [];
  for (let i = 0; i < people.length; i += CHUNK) {
    const rows = await db
      .insertInto('accounts')
      .values(
        people.slice(i, i + CHUNK).map((p) => ({
          ...p,
          email_lower: p.email,
          phone: '9876543210',
          password_hash: passwordHash,
          created_at: at(0),
          last_login_at: null
        }))
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const admin = ids[0];
  const customers = ids.slice(1, CUSTOMERS + 1);
  const vendors = ids.slice(CUSTOMERS + 1);

  let id = 0;
  for (let start = 0; start < total; start += CHUNK) {
    const requests = [];
    const events = [];
    for (let i = start; i < Math.min(total, start + CHUNK); i++) {
      id += 1;
      const kind = SERVICES[i % SERVICES.length];
      const customer = i % Math.floor(total / 200) === 0 ? customers[0] : customers[1 + (i % (CUSTOMERS - 1))];
      const assigned = i % 5 === 1;
      const vendor = assigned ? vendors[i % VENDORS] : null;
      const values = sampleFields(kind, i, documents);
      const created = at(i);
      requests.push({
        id,
        kind: kind.key,
        customer_id: customer,
        state: assigned ? 'ASSIGNED TO VENDOR' : 'PENDING',
        vendor_id: vendor,
        fields: JSON.stringify(values),
        consent_at: created,
        due_at: new Date(Date.parse(created) + 30 * 86_400_000).toISOString(),
        created_at: created,
        updated_at: created,
        deleted_at: null,
        search_text: searchText(kind, values)
      });
      const history = [];
      history.push({
        request_id: id,
        kind: 'submitted',
        at: created,
        actor_id: customer,
        actor_name: 'Customer',
        actor_role: 'customer',
        vendor_id: null,
        vendor_name: null,
        reason: null,
        document_id: null
      });
      if (assigned)
        history.push({
          request_id: id,
          kind: 'assign',
          at: created,
          actor_id: admin,
          actor_name: 'Bench Admin',
          actor_role: 'admin',
          vendor_id: vendor,
          vendor_name: 'Vendor',
          reason: null,
          document_id: null
        });
      events.push(...history);
      // Both events are milestones (milestonesOf in domain/workflow): the list reads them from the row.
      requests[requests.length - 1].milestones = JSON.stringify(history.map(({ request_id, ...e }) => e));
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('requests').values(requests).execute();
      await trx.insertInto('request_events').values(events).execute();
    });
  }
  if (database.kind === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('requests', 'id'), (select max(id) from requests))`.execute(db);
    await sql`vacuum analyze`.execute(db);
  } else {
    // The server merges its text indexes in the background (platform/text-index-merges.ts); a portal that has
    // grown to this many requests over time has had them merged, so the seed does it at once. It is not analyzed,
    // as a portal's database never is (PostgreSQL analyzes itself): the statistics changed plans, and made FTS5
    // plan its own statements again on each lookup (a rare word's search, 79 µs → 177).
    await database.mergeTextIndexes(Infinity);
  }
  await database.close();
  return {
    admin: { email: 'admin@bench.in', password: PASSWORD },
    customer: { email: 'customer@bench.in', password: PASSWORD },
    oneRequestHolds: emailOfOne(total)
  };
}

/** Text one seeded request holds: the email of the first request past 37% of them whose kind asks for one. */
function emailOfOne(total) {
  const asksEmail = (kind) => kind.fields.some((f) => f.format === 'email');
  let i = Math.floor(total * 0.37);
  while (!asksEmail(SERVICES[i % SERVICES.length])) i += 1;
  return `person${i}@`;
}

/**
 * `seed` in a process of its own, whose heap goes with it: seeding a million requests in the benchmark's own
 * process left its load generator a slower one (the empty route after it: 32,000-36,000 calls a second
 * against 41,000 before).
 */
function seedApart(options) {
  const out = execFileSync(process.execPath, [__filename, JSON.stringify(options)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

module.exports = { seed, seedApart, COMMON_WORD };
if (require.main === module)
  seed(JSON.parse(process.argv[2])).then(
    (people) => console.log(JSON.stringify(people)),
    (error) => {
      console.error(error);
      process.exit(1);
    }
  );
