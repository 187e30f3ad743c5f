/**
 * `/`'s starter (issue 18): `shell/src/landing-start.ts`, transpiled on its own (no imports, so no
 * bundling) and written beside the shell's files under a content hash. The
 * landing page runs only it; it starts the shell's entry script on the visitor's first interaction.
 * `bootFiles` names every script the shell runs to draw `/`, so the page can prefetch them all.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

function landingStart(dir) {
  const ts = require('typescript');
  const { minify } = require('terser');
  const source = fs.readFileSync(path.join(dir, 'src', 'landing-start.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None, removeComments: true }
  });
  let code = null;
  const ready = minify(outputText, { ecma: 2017 }).then((out) => {
    code = out.code;
    return `landing-start.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  });
  const plugin = {
    apply(compiler) {
      const { sources, Compilation } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('LandingStart', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'LandingStart', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => compilation.emitAsset(await ready, new sources.RawSource(code))
        );
      });
    }
  };
  return { file: () => ready, plugin };
}

/**
 * The scripts the shell runs to draw `/`: the entry's and the `bootstrap` chunk group's. The lazy screens'
 * groups are not followed. Found once per compilation: both pages name them.
 */
const named = new WeakMap();

function bootFiles(compilation) {
  if (!named.has(compilation)) named.set(compilation, findBootFiles(compilation));
  return named.get(compilation);
}

function findBootFiles(compilation) {
  const main = compilation.entrypoints.get('main');
  const groups = [
    main,
    ...main.getChildren().filter((child) => child.origins.some(({ request }) => request === './bootstrap'))
  ];
  const files = groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}

module.exports = { landingStart, bootFiles };
