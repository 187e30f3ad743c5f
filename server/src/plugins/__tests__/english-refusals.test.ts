import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { isMessageKey } from '@gia/domain';
import { registerIdentityTexts } from '../../identity-texts';

// The identity texts are keys too (the server registers them at start).
registerIdentityTexts();

/**
 * Issue 20: no English sentence is built in server or domain code outside the message catalogue. Every
 * refusal names a catalogue key; this scan reads the source (tests and the catalogue itself left out)
 * for words written straight into a refusal or into any `message:` property.
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
const SCANNED = ['server/src', 'domain/src'];

/** The helpers whose arguments a client reads (as `message`, `code`, `params`). */
const REFUSAL_HELPERS = new Set([
  'HttpError',
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'refuse',
  'refusal',
  'fieldRefusal'
]);

/** Two words in a row: a sentence, not a key (`errors.field.required`) or a separator (`' or '`, `', '`). */
const SENTENCE = /[A-Za-z]+\s+[A-Za-z]+/;

const isTestFile = (path: string) =>
  /(__tests__|__fixtures__|test-support|evidence)[\\/]|\.test\.tsx?$|test-fixtures\.ts$/.test(path);
const isCatalogue = (path: string) => /[\\/]messages[\\/]/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text of every string and template literal under `node` that reads as a sentence. */
function sentencesIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (SENTENCE.test(n.text)) found.push(n.text);
    } else if (ts.isTemplateExpression(n)) {
      const text = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' … ');
      if (SENTENCE.test(text)) found.push(text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/**
 * The words written straight into a `message: …` property (a string or template literal, or one in a
 * condition), wherever the object goes: a reply, a returned success, a refusal's details. A key of the
 * English catalogue is no words, nor is a literal given to a call (`translate('en', 'forms.saved')`).
 */
function literalMessages(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return isMessageKey(node.text) ? [] : [node.text];
  if (ts.isTemplateExpression(node))
    return [[node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ')];
  if (ts.isCallExpression(node)) return [];
  const found: string[] = [];
  ts.forEachChild(node, (child) => {
    found.push(...literalMessages(child));
  });
  return found;
}

const isMessageProperty = (node: ts.Node): node is ts.PropertyAssignment =>
  ts.isPropertyAssignment(node) &&
  (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
  node.name.text === 'message';

/** Every English sentence written into a refusal in `source`, with its line. */
function englishRefusals(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const hits: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const checked = name && REFUSAL_HELPERS.has(name) ? [...(node.arguments ?? [])] : [];
      for (const sentence of checked.flatMap(sentencesIn)) hits.push(`${where(node)} ${name}: "${sentence}"`);
    }
    if (isMessageProperty(node))
      for (const text of literalMessages(node.initializer)) hits.push(`${where(node)} message: "${text}"`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return hits;
}

test('no refusal in server or domain code is written in English outside the message catalogue', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).filter((f) => !isTestFile(f) && !isCatalogue(f));
  expect(files.length).toBeGreaterThan(50);
  const hits = files.flatMap((f) => englishRefusals(readFileSync(f, 'utf8'), relative(ROOT, f)));
  expect(hits).toEqual([]);
});

describe('the scan', () => {
  test.each([
    ['a sentence given to a helper', `throw badRequest('Send ids or all: true.');`],
    ['a template sentence', 'throw notFound(`No such call: ${method} ${url}`);'],
    ['a sentence in a conditional', `throw conflict(taken ? 'Already taken by someone.' : 'errors.notFound');`],
    ['a new HttpError with words', `throw new HttpError(413, 'The file is too large.');`],
    ['a message sent by hand', `return reply.code(400).send({ message: 'Invalid email address.' });`],
    ['a success returned by hand', `return { message: 'Form saved successfully!', id };`],
    ['a one-word message', `return { message: 'Saved', id };`],
    ['a message chosen between words and a key', `return { message: ok ? 'Saved' : 'errors.notFound' };`],
    ['a template message', 'return { message: `Form ${id} deleted` };']
  ])('finds %s', (_name, source) => {
    expect(englishRefusals(source)).toHaveLength(1);
  });

  test.each([
    ['a catalogue key', `throw badRequest('errors.notifications.idsOrAll');`],
    ['a key with parameters built from data', `throw forbidden('workspace.rolesOnly', { roles: roles.join(' or ') });`],
    [
      'a message from the catalogue',
      `return reply.send({ message: translate('en', 'identity.signupCheckEmail'), code: 'identity.signupCheckEmail' });`
    ],
    ['an operator error outside any refusal', 'throw new Error(`PORT must be a number, not "${raw}"`);'],
    ['a message from a helper', `return { ...done('forms.saved'), id };`],
    ['a message passed on', 'return { message: english(problem), code: problem.key };'],
    ['a catalogue key kept for later', `const rule = { pattern: /^\\d+$/, message: 'format.digits' };`]
  ])('lets %s pass', (_name, source) => {
    expect(englishRefusals(source)).toEqual([]);
  });
});
