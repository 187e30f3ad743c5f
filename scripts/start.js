#!/usr/bin/env node
/** `npm start`: build whatever is not built, then serve API, shell and remotes on one port. */
const path = require('path');
const { build } = require('./build');

build()
  .then(() => require(path.join(__dirname, '..', 'server', 'dist', 'server.js')))
  .catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });
