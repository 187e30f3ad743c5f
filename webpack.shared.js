/**
 * The one webpack factory of the portal. `createConfig({ dir, name, exposes, port })` builds the host
 * (no `exposes`) or a remote; every app shares React, the router, zustand, TanStack Query and the
 * shared-ui core as singletons (see SINGLETONS) so the remotes use the shell's stores and providers.
 */
const path = require('path');
const crypto = require('crypto');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const webpack = require('webpack');

const REACT_ROUTER_BUILD = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

const REACT_QUERY_BUILD = path.join(
  path.dirname(require.resolve('@tanstack/react-query/package.json')),
  'build/modern/index.js'
);

/**
 * A shared module ships whole (no tree shaking reaches it), so `react-router-dom` and `@tanstack/react-query`
 * are taken by every build from subset modules in shared-ui (same share name, same version): the names
 * the apps use. The query subset takes the package itself under a name nothing shares
 * (`@gia/react-query-whole`); react-router comes as its own production build in production.
 */
function subsetAliases(production) {
  return {
    'react-router-dom$': path.join(__dirname, 'shared-ui/src/router-subset.ts'),
    '@tanstack/react-query$': path.join(__dirname, 'shared-ui/src/query-subset.ts'),
    '@gia/react-query-whole$': REACT_QUERY_BUILD,
    ...(production ? { 'react-router$': path.join(REACT_ROUTER_BUILD, 'index.mjs') } : {})
  };
}

const COMPRESSED = [
  { filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
  {
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }
  }
];

/**
 * What is shared at run time (ARCHITECTURE.md): only what must be ONE instance on the page. The shell
 * provides each; a remote takes the shell's copy when its `requiredVersion` is met.
 * - react, react-dom: two Reacts on one page break hooks and context.
 * - react-router-dom: one router (one history, one location) for the shell and every remote screen.
 * - zustand: its stores are modules with state; the core's stores must be created by one copy.
 * - @tanstack/react-query: one QueryClient (the shell's) and one context, so a remote's screen and the
 *   shell agree on cached calls and an action's invalidation reaches every list.
 * - @gia/shared-ui (the core entry only): auth store, API client, language and translator, notices and
 *   dialogs, the page frame with the bell.
 * Everything else is a build-time library bundled into each remote, so a remote runs exactly the code it
 * was built and tested with: `@gia/domain` (catalogue, validators, workflow, messages) and
 * `@gia/shared-ui/requests` (request table, details, timeline, documents, field controls, call helpers).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@tanstack/react-query', '@gia/shared-ui'];

/** A subpath entry is versioned with its package. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** Where the remotes run under `npm run dev` (webpack-dev-server), keyed by federation name. */
const DEV_REMOTES = {
  customer_app: 'http://localhost:3001/remoteEntry.js',
  admin_app: 'http://localhost:3002/remoteEntry.js',
  vendor_app: 'http://localhost:3003/remoteEntry.js',
  forms_app: 'http://localhost:3004/remoteEntry.js'
};

/** The shell's page; `head` and `root` carry the prerendered landing page's stylesheet and markup. */
const page = ({ head = '', root = '' } = {}) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b4f8a" />
    <title>GIA</title>${head}
  </head>
  <body>
    <div id="root">${root}</div>
  </body>
</html>`;

function sharedSingletons(dir) {
  const { dependencies = {} } = require(path.join(dir, 'package.json'));
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[packageOf(name)] || false }])
  );
  // The subset modules sit in shared-ui, whose package.json would lend them shared-ui's version.
  shared['react-router-dom'].version = require('react-router-dom/package.json').version;
  shared['@tanstack/react-query'].version = require('@tanstack/react-query/package.json').version;
  return shared;
}

/* ---------------------------------------------------------------------------------------------------
 * Releases (issue 15): HOW each build is named, versioned and loaded, so one team can release its app
 * alone (`npm run release -- <app>`). WHICH packages are shared is decided above (SINGLETONS); the rules
 * below apply to whatever that list holds.
 * ------------------------------------------------------------------------------------------------- */

/** What a web build reads besides its own folder and node_modules (package-lock.json pins node_modules). */
const BUILD_INPUTS = [
  'shared-ui/src',
  'shared-ui/package.json',
  'domain/src',
  'domain/package.json',
  'webpack.shared.js',
  'webpack.prerender.js',
  'tsconfig.web.json',
  'tsconfig.base.json',
  'package-lock.json'
];

function addFiles(full, out) {
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) return out.push(full);
  for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name.startsWith('.') ||
      entry.name === '__tests__'
    )
      continue;
    addFiles(path.join(full, entry.name), out);
  }
}

/** A hash of every source file a build of the app in `dir` reads: the same sources give the same hash. */
function sourceHash(dir) {
  const files = [];
  for (const own of ['src', 'package.json', 'webpack.config.js']) addFiles(path.join(dir, own), files);
  for (const shared of BUILD_INPUTS) addFiles(path.join(__dirname, shared), files);
  const hash = crypto.createHash('sha256');
  for (const file of files)
    hash.update(path.relative(__dirname, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/**
 * Each build gets its own webpack runtime name, made of the app's package version and the hash of its
 * sources: chunks are registered on `self[chunkLoadingGlobal]`, so two versions of one app loaded in one
 * tab (an open tab after a release) never pick up each other's chunks.
 */
function releaseOutput(dir, name) {
  const { version } = require(path.join(dir, 'package.json'));
  const unique = `gia_${name}_${version}_${sourceHash(dir).slice(0, 10)}`.replace(/[^A-Za-z0-9_]/g, '_');
  return { uniqueName: unique, chunkLoadingGlobal: `webpackChunk_${unique}` };
}

/** The version of a workspace package (`@gia/shared-ui`, `@gia/shared-ui/requests` → shared-ui/package.json). */
function workspaceVersion(name) {
  // Read afresh (not require's cache): `npm run release` may have just bumped it in this process.
  return JSON.parse(
    fs.readFileSync(path.join(__dirname, packageOf(name).slice('@gia/'.length), 'package.json'), 'utf8')
  ).version;
}

/** The file a shared module resolves to in this build (subset aliases, workspace sources included). */
function resolveShared(dir, name, production) {
  const alias = subsetAliases(production)[`${name}$`];
  if (alias) return alias;
  const { create } = require('enhanced-resolve');
  const resolve = create.sync({
    conditionNames: ['source', 'import', 'module', 'webpack', production ? 'production' : 'development', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.tsx', '.ts', '.mjs', '.js']
  });
  try {
    return resolve(dir, name);
  } catch {
    return null;
  }
}

/** The version in the package.json of the package `file` belongs to. */
function installedVersion(file, pkg) {
  for (let at = path.dirname(file); at !== path.dirname(at); at = path.dirname(at)) {
    const manifest = path.join(at, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (json.name === pkg && json.version) return json.version;
    }
  }
  return undefined;
}

/** The share rules every build follows; `shared` is the list of run-time shared modules built above. */
function releaseShareRules(dir, shared, { isHost, production }) {
  for (const [name, rule] of Object.entries(shared)) {
    // Rule 1: a workspace package (the shared-ui core) is provided at its own package version and required
    // at "this version or a compatible newer one" (^x.y.z), the version this app was built and tested with.
    // shared-ui's version moves with its public API (`npm run release` bumps it; shared-ui/api-release.json).
    if (name.startsWith('@gia/')) {
      rule.version = workspaceVersion(name);
      rule.requiredVersion = `^${rule.version}`;
    }
    // Rule 2: a copy that does not satisfy the requirement is an error (the app's area shows its message),
    // never a console warning followed by running against the wrong copy.
    rule.strictVersion = true;
    // Rule 3: in production a remote never supplies its own copy: every shared module comes from the shell,
    // so the first remote a visitor opens cannot replace another team's copy (`import: false` = no fallback).
    // Development keeps the fallback so a remote still runs on its own dev server.
    if (!isHost && production) rule.import = false;
    // Rule 4: the shell provides every shared module, whether or not its own screens import it (its copy of
    // each is in shell/src/remotes/provided-shared.ts), at the version installed where its build finds it.
    if (isHost && !rule.version) {
      const file = resolveShared(dir, name, production);
      if (file) rule.version = installedVersion(file, packageOf(name));
    }
  }
  return shared;
}

/**
 * Rule 5: every build writes `mf-manifest.json`: the shell, the version each shared module is provided at
 * (Rule 1, Rule 4); a remote, the versions it requires. `npm run release` refuses a remote the live shell
 * cannot serve, and the shell reads a remote's manifest before it runs any of its code.
 */
function releaseManifest(dir, name, shared) {
  const manifest = {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: require(path.join(dir, 'package.json')).version } },
    shared: Object.entries(shared).map(([pkg, rule]) => ({
      id: `${name}:${pkg}`,
      name: pkg,
      ...(rule.version ? { version: rule.version } : {}),
      requiredVersion: rule.requiredVersion,
      singleton: rule.singleton,
      strictVersion: rule.strictVersion
    }))
  };
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ReleaseManifest', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'ReleaseManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () =>
            compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)))
        );
      });
    }
  };
}

/** How every build, the prerender's included, finds modules. */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // `@gia/domain` resolves to its TypeScript source through its package.json `exports.source`.
    conditionNames: ['source', '...'],
    alias: subsetAliases(production)
  };
}

function tsRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: path.join(__dirname, 'tsconfig.web.json'),
      compilerOptions: { noEmit: false, declaration: false, sourceMap: !production }
    }
  };
}

/**
 * The host's pages: `index.html` (an empty root, for every path) and, with `prerender` (a module exporting
 * `prerenderLanding`) in production, `landing.html`: `/` drawn at build time, served for `/` only. Both
 * carry the portal's stylesheet as written by the prerender, so no script of the shell carries it (issue 18):
 * GlobalStyles finds it in the page and adds nothing.
 */
function pages({ dir, isHost, production, prerender }) {
  // The shell's page is served for every path (/a/b too), so its script address must not be relative.
  const common = { scriptLoading: 'defer', publicPath: isHost ? '/' : 'auto' };
  if (!prerender || !production) return [new HtmlWebpackPlugin({ ...common, templateContent: page() })];
  const { prerenderPage } = require('./webpack.prerender');
  const { landingStart, bootFiles } = require('./webpack.landing-start');
  // Built and run once per compilation, for both pages.
  const drawn = new WeakMap();
  const prerendered = ({ compilation }) => {
    if (!drawn.has(compilation))
      drawn.set(
        compilation,
        prerenderPage({ dir, entry: prerender, resolve: resolveOptions(production), rule: tsRule(production) })
      );
    return drawn.get(compilation);
  };
  const index = new HtmlWebpackPlugin({
    ...common,
    // html-webpack-plugin's production defaults, and the stylesheet minified like landing.html's.
    minify: {
      collapseWhitespace: true,
      keepClosingSlash: true,
      removeComments: true,
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
      minifyCSS: true
    },
    // Every path but `/` draws with the shell's scripts: the chunks the entry would ask for one after the
    // other are asked for at once, beside it.
    templateContent: async (params) => {
      const { style } = await prerendered(params);
      const [main] = params.htmlWebpackPlugin.files.js;
      const preload = bootFiles(params.compilation)
        .map((file) => `/${file}`)
        .filter((file) => file !== main)
        .map((file) => `<link rel="preload" as="script" href="${file}" />`);
      return page({ head: `${style}${preload.join('')}` });
    }
  });
  const start = landingStart(dir);
  const landing = new HtmlWebpackPlugin({
    ...common,
    filename: 'landing.html',
    // The page runs only its starter; the shell's scripts are prefetched and run on first interaction.
    inject: false,
    // React hydrates the markup as it was rendered: its comments mark Suspense boundaries and every text
    // and attribute must stay as written, so only the stylesheet is minified.
    minify: {
      minifyCSS: true,
      removeComments: false,
      collapseWhitespace: false,
      useShortDoctype: true,
      removeScriptTypeAttributes: true
    },
    templateContent: async (params) => {
      const { root, style } = await prerendered(params);
      const [main] = params.htmlWebpackPlugin.files.js;
      const prefetch = bootFiles(params.compilation).map((file) => `<link rel="prefetch" href="/${file}" />`);
      const starter = `<script defer src="/${await start.file()}" data-main="${main.replace(/^\//, '')}"></script>`;
      return page({ head: `${style}${prefetch.join('')}${starter}`, root });
    }
  });
  return [index, landing, start.plugin];
}

/**
 * A remote is a webpack container built by webpack's own ModuleFederationPlugin (issue 18): its remoteEntry.js
 * carries webpack's few lines of container and sharing code, 3.3-3.5 KB gzip, where the federation runtime of
 * `@module-federation/enhanced` took 17.8 KB on every role screen (and 20 KB more of `/` in the shell). What
 * the portal uses of federation is the container interface and the share rules (singletons, required and
 * strict versions, no fallback copy), both webpack's own; the manifest is written by `releaseManifest`.
 */
function remoteFederation(dir, name, exposes, shared) {
  return [
    new webpack.container.ModuleFederationPlugin({ name, filename: 'remoteEntry.js', exposes, shared }),
    releaseManifest(dir, name, shared)
  ];
}

/**
 * The shell is a host with no federation plugin and no federation runtime (issue 18): `/` never loads remotes.
 * Its own code imports React and the rest as any bundle does; `shell/src/remotes/` loads a remote's container
 * with webpack's container interface (`init(shareScope)`, `get(module)`), the share scope holding the shell's
 * copy of each singleton. `GIA_SHARED` tells that code the version each is provided at (Rules 1 and 4 above);
 * `mf-manifest.json` states them, with the rules, for `npm run release` (Rule 5).
 */
function hostFederation(dir, shared) {
  const versions = Object.fromEntries(Object.entries(shared).map(([name, { version }]) => [name, version]));
  return [new webpack.DefinePlugin({ GIA_SHARED: JSON.stringify(versions) }), releaseManifest(dir, 'shell', shared)];
}

function createConfig({ dir, name, exposes, port, prerender }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const shared = releaseShareRules(dir, sharedSingletons(dir), { isHost, production });
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        // A lazy screen's chunk that has not arrived in 8 s fails (as "timeout") and the area shows its
        // message with Retry, like a remote that does not answer (REMOTE_TIMEOUT_MS in shell/src/remotes):
        // webpack's default is 120 s of "Loading...".
        chunkLoadTimeout: 8000,
        ...releaseOutput(dir, name)
      },
      resolve: resolveOptions(production),
      module: { rules: [tsRule(production)] },
      plugins: [
        ...(isHost ? hostFederation(dir, shared) : remoteFederation(dir, name, exposes, shared)),
        ...pages({ dir, isHost, production, prerender }),
        // Compressed once at build time; the server sends the .br or .gz twin to browsers that accept it.
        ...(production
          ? COMPRESSED.map(
              (c) => new CompressionPlugin({ ...c, test: /\.(js|html|json)$/, threshold: 1024, minRatio: 0.9 })
            )
          : [])
      ],
      // webpack's own HTML minifier drops comments, React's Suspense markers in the prerendered page among
      // them (hydration then fails); html-webpack-plugin minifies the pages it writes itself.
      optimization: { minimizeOptions: { html: false } },
      performance: { hints: false },
      devServer: {
        port,
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.GIA_API_URL || 'http://localhost:8080' }],
        ...(isHost
          ? {
              setupMiddlewares(middlewares, devServer) {
                devServer.app.get('/remotes.json', (_req, res) => res.json(DEV_REMOTES));
                return middlewares;
              }
            }
          : {})
      }
    };
  };
}

module.exports = { createConfig, DEV_REMOTES, sourceHash };
