/**
 * Stands in for d3-scale-chromatic in this build (chart-replacements.cjs): G2's scale runtime
 * imports all of it as one namespace to look up a palette or interpolator by name, so none of it
 * could be tree-shaken (about 6 KiB gz). The app's charts take their colours from the theme's
 * category palettes, which chart-library.ts registers; a name looked up here finds nothing, and
 * G2 fails with its "Unknown Component: <palette>" (docs/decisions/chart-bundle.md).
 */
export {};
