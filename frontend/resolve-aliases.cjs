// The client's import aliases as a webpack-style resolve section: dependency-cruiser reads it to follow `@/…`
// imports (vite.config.ts and tsconfig.json declare the same alias for the build and the editor).
const path = require('node:path');

module.exports = { resolve: { alias: { '@': path.join(__dirname, 'src') } } };
