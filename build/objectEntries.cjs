/* global module */
// Stands in for the `object.entries` polyfill node-polyglot requires: every
// browser this app supports has Object.entries, and the polyfill brings
// ~5 kB gzip of es-abstract helpers into the first screen.
module.exports = Object.entries;
