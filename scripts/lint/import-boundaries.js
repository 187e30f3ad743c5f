/**
 * `gia/import-boundaries`: the dependency direction of ARCHITECTURE.md as a lint rule, tests included.
 * Every import, export-from, import(), require() and jest.mock() is mapped to the workspace it lands in
 * (by package name or by relative path); a workspace may reach only the ones its entry below allows.
 * domain/src/dependency-direction.test.ts checks the same table from the file texts.
 */
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['customer-app', 'admin-app', 'vendor-app', 'forms-app'];
const OURS = ['domain', 'shared-ui', 'shell', ...APPS, 'server', 'e2e', 'scripts'];
const REACT = /^(@[^/]+\/)?react([-/]|$)/;

const APP_RULE = {
  allowed: ['shared-ui', 'domain'],
  says: '@gia/shared-ui (the core and its build-time libraries such as @gia/shared-ui/requests) and @gia/domain'
};

/** What each workspace may import of ours; `react` says whether React packages are allowed. */
const BOUNDARIES = {
  domain: { allowed: [], react: false, says: 'nothing of ours (no @gia/* package, no path leaving domain/)' },
  server: {
    allowed: ['domain', 'scripts'],
    react: false,
    says: '@gia/domain and the scripts, never @gia/shared-ui, React, the shell or an app'
  },
  shell: {
    allowed: ['shared-ui', 'domain'],
    says: '@gia/shared-ui and @gia/domain, never an app (it loads them as remotes)'
  },
  'shared-ui': {
    allowed: ['domain', 'scripts'],
    says: '@gia/domain and the scripts, never an app, the shell or the server'
  },
  ...Object.fromEntries(
    APPS.map((app) => [app, { ...APP_RULE, says: `${APP_RULE.says}, never another app or the shell` }])
  )
};

/**
 * The workspace a module specifier lands in, or null when it is not one of ours. A relative path to a
 * file of the repository outside every workspace (its root package.json, say) lands in 'the repository root'.
 */
function workspaceOf(spec, fromFile) {
  if (spec.startsWith('.')) {
    const top = path.relative(ROOT, path.resolve(path.dirname(fromFile), spec)).split(path.sep)[0];
    if (OURS.includes(top)) return top;
    return top === '..' || top === 'node_modules' ? null : 'the repository root';
  }
  const named = /^@gia\/([^/]+)/.exec(spec);
  return named && OURS.includes(named[1]) ? named[1] : null;
}

function specifierOf(node) {
  return node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
}

/** require('x'), jest.mock('x'), jest.requireActual('x') and the like: a call whose first argument names a module. */
function isModuleCall(callee) {
  if (callee.type === 'Identifier') return callee.name === 'require';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'jest' &&
    callee.property.type === 'Identifier' &&
    ['mock', 'doMock', 'unmock', 'requireActual', 'requireMock'].includes(callee.property.name)
  );
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Each workspace imports only the workspaces the architecture allows it' },
    messages: {
      crossing: 'gia/import-boundaries: {{from}} may import {{says}}; "{{spec}}" is {{target}}.'
    },
    schema: []
  },
  create(context) {
    const file = context.filename;
    const from = path.relative(ROOT, file).split(path.sep)[0];
    const boundary = BOUNDARIES[from];
    if (!boundary) return {};

    const check = (node, spec) => {
      if (spec === null) return;
      const target = workspaceOf(spec, file);
      const crossing = target !== null && target !== from && !boundary.allowed.includes(target);
      const react = boundary.react === false && target === null && REACT.test(spec);
      if (crossing || react) {
        context.report({
          node,
          messageId: 'crossing',
          data: { from, says: boundary.says, spec, target: react ? 'React' : target }
        });
      }
    };
    const fromSource = (node) => node.source && check(node.source, specifierOf(node.source));

    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, specifierOf(node.source)),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node.moduleReference.expression, specifierOf(node.moduleReference.expression)),
      CallExpression: (node) => isModuleCall(node.callee) && check(node.arguments[0], specifierOf(node.arguments[0]))
    };
  }
};
