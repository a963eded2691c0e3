// Imported, not read at run time: the esbuild bundle (dist/main.js) inlines it, and the published per-file build
// (dist/lib/version.js) resolves it from two folders below package.json, as src/lib does.
import manifest from '../../package.json' with { type: 'json' }

/** The version of package.json. */
export const VERSION: string = manifest.version
