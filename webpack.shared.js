/**
 * The one webpack factory of the portal. `createConfig({ dir, name, exposes, port })` builds the host
 * (no `exposes`) or a remote; every app shares React, the router, zustand, shared-ui and domain as
 * singletons so the remotes use the shell's auth store and feedback provider.
 */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const REACT_ROUTER_BUILD = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

/**
 * `react-router-dom` is shared, so it would ship whole; every build takes it from a subset module instead
 * (same share name, same version), and react-router's own production build in production.
 */
function routerAliases(production) {
  return {
    'react-router-dom$': path.join(__dirname, 'shared-ui/src/router-subset.ts'),
    ...(production ? { 'react-router$': path.join(REACT_ROUTER_BUILD, 'index.mjs') } : {})
  };
}

/**
 * `@gia/shared-ui` is the core every screen needs; `@gia/shared-ui/requests` (request and document
 * components) is its own singleton, so the landing page does not download what only the role apps use.
 */
const COMPRESSED = [
  { filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
  { filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }
];

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@gia/shared-ui', '@gia/shared-ui/requests', '@gia/domain'];

/** A subpath entry is versioned with its package. */
const packageOf = (name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/** Where the remotes run under `npm run dev` (webpack-dev-server), keyed by federation name. */
const DEV_REMOTES = {
  customer_app: 'http://localhost:3001/remoteEntry.js',
  admin_app: 'http://localhost:3002/remoteEntry.js',
  vendor_app: 'http://localhost:3003/remoteEntry.js',
  forms_app: 'http://localhost:3004/remoteEntry.js'
};

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b4f8a" />
    <title>GIA</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function sharedSingletons(dir) {
  const { dependencies = {} } = require(path.join(dir, 'package.json'));
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[packageOf(name)] || false }])
  );
  // The subset module sits in shared-ui, whose package.json would lend it shared-ui's version.
  shared['react-router-dom'].version = require('react-router-dom/package.json').version;
  return shared;
}

function createConfig({ dir, name, exposes, port }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode === 'production';
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
        clean: true
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // `@gia/domain` resolves to its TypeScript source through its package.json `exports.source`.
        conditionNames: ['source', '...'],
        alias: routerAliases(production)
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(__dirname, 'tsconfig.web.json'),
              compilerOptions: { noEmit: false, declaration: false, sourceMap: !production }
            }
          }
        ]
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          dts: false,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(dir),
          // Remotes are plain remoteEntry.js URLs, never manifests: the snapshot code is dead weight on the first load.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } }
        }),
        // The shell's page is served for every path (/a/b too), so its script address must not be relative.
        new HtmlWebpackPlugin({ templateContent: HTML, scriptLoading: 'defer', publicPath: isHost ? '/' : 'auto' }),
        // Compressed once at build time; the server sends the .br or .gz twin to browsers that accept it.
        ...(production ? COMPRESSED.map((c) => new CompressionPlugin({ ...c, test: /\.(js|html|json)$/, threshold: 1024, minRatio: 0.9 })) : [])
      ],
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

module.exports = { createConfig, DEV_REMOTES };
