const { createConfig } = require('../webpack.shared');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, prerender: './src/prerender.tsx' });
