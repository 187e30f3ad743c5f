/**
 * shared-ui tells webpack which of its files do something when loaded (`sideEffects` in package.json), so a
 * screen that takes one helper from `@gia/shared-ui/requests` gets that helper, not the whole library
 * (issue 18: the admin's dashboard took 12.9 KB gzip of request screens for one style hook). A file that
 * does something at load time and is not listed would be dropped when none of its exports is used.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ['__tests__', '__fixtures__', 'test-support'].includes(e.name) ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) && !e.name.startsWith('test-support')
      ? [full]
      : [];
  });
}

/** A statement that runs when the module loads: a call or other expression, or an import for its effect alone. */
function actsOnLoad(statement: ts.Statement): boolean {
  if (ts.isExpressionStatement(statement)) return true;
  return ts.isImportDeclaration(statement) && !statement.importClause;
}

test('every file that acts when it loads is listed in package.json sideEffects, and nothing else', () => {
  const acting = sources(SRC)
    .filter((file) => {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      return source.statements.some(actsOnLoad);
    })
    .map((file) => `./${path.relative(ROOT, file)}`)
    .sort();
  const { sideEffects } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    sideEffects: string[];
  };
  expect(acting.length).toBeGreaterThan(2);
  expect([...sideEffects].sort()).toEqual(acting);
});
