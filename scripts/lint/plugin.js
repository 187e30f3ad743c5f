/** The portal's own ESLint plugin `gia`: rules that hold the architecture (see README.md beside this file). */
module.exports = {
  meta: { name: 'gia' },
  rules: { 'import-boundaries': require('./import-boundaries') }
};
