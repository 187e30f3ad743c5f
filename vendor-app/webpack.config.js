const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'vendor_app',
  exposes: { './screens': './src/screens.ts' },
  port: 3003
});
