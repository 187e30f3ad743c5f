import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
/** Every folder of browser code the portal ships. */
const FOLDERS = ['shell/src', 'shared-ui/src', 'customer-app/src', 'admin-app/src', 'vendor-app/src', 'forms-app/src'];

const isTestFile = (file: string) => /(^|\/)(__tests__|test-support)(\/|$)|\.test\.tsx?$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(tsx?|jsx?)$/.test(d.name))
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .filter((file) => !isTestFile(file));
}

/** Comments may talk about alert() and confirm(); only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * Calls of the browser's own pop-ups: `window.alert(`, `globalThis.confirm(` and the like, and a bare
 * `alert(` / `confirm(` / `prompt(` where the file declares no function of that name (the portal's
 * `const confirm = useConfirm()` is its accessible dialog, not the browser's).
 */
export function nativeDialogCalls(source: string): string[] {
  const code = withoutComments(source);
  const found = [...code.matchAll(/\b(?:window|globalThis|self|top|parent)\s*\.\s*(alert|confirm|prompt)\b/g)].map(
    (m) => m[0]
  );
  for (const name of ['alert', 'confirm', 'prompt']) {
    const declared = new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b|[{,(]\\s*${name}\\s*[,}):=]`).test(code);
    const bare = new RegExp(`(?<![\\w.$])${name}\\s*\\(`, 'g');
    if (!declared) for (const m of code.matchAll(bare)) found.push(m[0]);
  }
  return found;
}

test('the finder sees the browser pop-ups and not the portal dialogs', () => {
  expect(nativeDialogCalls("window.alert('Form submitted!')")).toEqual(['window.alert']);
  expect(nativeDialogCalls("if (!window.confirm('Sure?')) return;")).toEqual(['window.confirm']);
  expect(nativeDialogCalls("alert('Saved');")).toEqual(['alert(']);
  expect(nativeDialogCalls("const ok = confirm('Delete?');")).toEqual(['confirm(']);
  expect(
    nativeDialogCalls("const confirm = useConfirm();\nif (await confirm(t('list.deleteConfirm'))) remove();")
  ).toEqual([]);
  expect(nativeDialogCalls("notice.error(t('list.deleteFailed')); // was alert('Failed')")).toEqual([]);
  expect(nativeDialogCalls("const { confirm } = props; confirm('x');")).toEqual([]);
});

test('no browser code calls window.alert, window.confirm or prompt', () => {
  const files = FOLDERS.flatMap(sourceFiles);
  const offenders = files.flatMap((file) =>
    nativeDialogCalls(readFileSync(path.join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`)
  );
  console.log(`checked ${files.length} source files for browser pop-ups`);
  expect(files.length).toBeGreaterThan(100);
  expect(offenders).toEqual([]);
});
