import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Route files validate, call a service or a repository function, and answer: the SQL lives in
 * repository modules (requests/repository/, conversation/store.ts, ...). This reads every file of the
 * server that registers a route, whatever its name (`app.get(`, `app.post<…>(`, `app.route({`), for
 * query-builder calls.
 */
const SERVER_SRC = path.resolve(__dirname, '../..');

const QUERY_BUILDER = [/\.selectFrom\(/, /\.insertInto\(/, /\.updateTable\(/, /\.deleteFrom\(/, /\bsql\s*(<[^>]*>)?`/];

/** Route files that still hold SQL, each with why; the lines they hold are not the requests folder's. */
const NOT_YET_MOVED: Record<string, string> = {
  'platform/routes.ts': "the health check's probe: one read that shows the database answers"
};

/** A route registered on the Fastify instance, which every plugin of the server names `app`. */
const REGISTERS_ROUTE = /\bapp\.(get|post|put|patch|delete|head|options|all|route)\s*(<[^(]*>)?\(/;

const registersRoutes = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .some((line) => REGISTERS_ROUTE.test(line));

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'test-support', 'evidence'].includes(entry.name) ? [] : routeFiles(full);
    const source = /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? readFileSync(full, 'utf8') : '';
    return registersRoutes(source) ? [path.relative(SERVER_SRC, full).split(path.sep).join('/')] : [];
  });
}

function queryBuilderLines(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => QUERY_BUILDER.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

const files = routeFiles(SERVER_SRC);

test('the reader finds every kind of query-builder call', () => {
  const sample = [
    "await db.selectFrom('requests').selectAll().execute();",
    "await trx.insertInto('request_documents').values(row).execute();",
    "await trx.updateTable('requests').set(change).execute();",
    "await db.deleteFrom('documents').execute();",
    'const inText = sql<boolean>`lower(name) like ${pattern}`;',
    'await sql`select 1`.execute(db);',
    '// a comment naming .selectFrom( is no query',
    'const request = await readRequest(app.db, kind, id, caller, signer);'
  ].join('\n');
  expect(queryBuilderLines(sample)).toHaveLength(6);
});

test('a file is read when it registers a route, whatever its name', () => {
  expect(registersRoutes("app.get('/api/v1/health', async () => ({ ok: true }));")).toBe(true);
  expect(registersRoutes("  app.post<{ Body: Body }>(\n    '/api/v1/global/verifyEmail',")).toBe(true);
  expect(registersRoutes('  app.route({ method: METHODS, url, handler });')).toBe(true);
  expect(registersRoutes('const row = byKind.get(kind.key);\n// app.get( in a comment')).toBe(false);
});

test('the route files of the accounts folder are found, not only those named routes', () => {
  expect(files.filter((f) => f.startsWith('accounts/'))).toEqual(
    expect.arrayContaining(['accounts/verification.ts', 'accounts/vendor-approval.ts', 'accounts/sign-in-routes.ts'])
  );
});

test('the route files of the requests folder are found', () => {
  expect(files.filter((f) => f.startsWith('requests/'))).toEqual(
    expect.arrayContaining([
      'requests/admin-routes.ts',
      'requests/counts-route.ts',
      'requests/insert-route.ts',
      'requests/read-route.ts',
      'requests/vendor-routes.ts',
      'requests/workspace-routes.ts'
    ])
  );
});

test.each(files.filter((f) => !(f in NOT_YET_MOVED)))('%s holds no SQL', (file) => {
  expect(queryBuilderLines(readFileSync(path.join(SERVER_SRC, file), 'utf8'))).toEqual([]);
});

test.each(Object.keys(NOT_YET_MOVED))('%s is listed as holding SQL only while it does', (file) => {
  expect(queryBuilderLines(readFileSync(path.join(SERVER_SRC, file), 'utf8'))).not.toEqual([]);
});
