/**
 * `/`'s starter (issue 18): `shell/src/landing-start.ts`, transpiled on its own (no imports, so no
 * bundling and no federation runtime) and written beside the shell's files under a content hash. The
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
 * The scripts the shell runs to draw `/`: the entry's, the `bootstrap` chunk group's, and those of the
 * shared modules they consume, as the shell provides them (a ProvideSharedModule's chunk group; the
 * consume's own fallback is never loaded in the host), following the shared modules' own consumes.
 * The lazy screens' groups are not followed. Found once per compilation: both pages name them.
 */
const named = new WeakMap();

function bootFiles(compilation) {
  if (!named.has(compilation)) named.set(compilation, findBootFiles(compilation));
  return named.get(compilation);
}

function findBootFiles(compilation) {
  const { chunkGraph } = compilation;
  const main = compilation.entrypoints.get('main');
  const provided = new Map();
  for (const child of main.getChildren())
    for (const { module } of child.origins)
      if (module && module.constructor.name === 'ProvideSharedModule')
        provided.set(module._name, [...(provided.get(module._name) || []), child]);
  const groups = new Set();
  const visit = (group) => {
    if (groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.constructor.name === 'ConsumeSharedModule')
          for (const source of provided.get(module.options.shareKey) || []) visit(source);
    for (const child of group.getChildren())
      if (child.origins.some(({ request }) => request === './bootstrap')) visit(child);
  };
  visit(main);
  const files = [...groups].flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}

module.exports = { landingStart, bootFiles };
