/**
 * `/` drawn at build time (issue 18). The shell's prerender module is built for node with the page's own
 * loader and resolution (the same sources, the same router subset), run once, and its `prerenderLanding()`
 * answer goes into `landing.html`. React stays external: node's copy renders it.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const REACT = /^react(-dom)?(\/.*)?$/;

function compile(config) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors())
        return reject(
          new Error(`prerender build failed:\n${stats.toString({ all: false, errors: true, colors: false })}`)
        );
      resolve();
    });
  });
}

/** Builds `entry` (relative to `dir`) for node in a scratch folder and answers its `prerenderLanding()`. */
async function prerenderPage({ dir, entry, resolve, rule }) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-prerender-'));
  try {
    await compile({
      mode: 'production',
      target: 'node',
      context: dir,
      entry,
      devtool: false,
      output: { path: out, filename: 'prerender.js', library: { type: 'commonjs2' } },
      resolve,
      module: { rules: [rule] },
      // Named by full path: the bundle runs from a scratch folder outside the repository.
      externals: [
        ({ request }, callback) =>
          REACT.test(request) ? callback(null, `commonjs ${require.resolve(request, { paths: [dir] })}`) : callback()
      ],
      optimization: { minimize: false },
      performance: { hints: false }
    });
    return require(path.join(out, 'prerender.js')).prerenderLanding();
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

module.exports = { prerenderPage };
