/**
 * Stands in for html2canvas in this build (chart-replacements.cjs): G's image exporter imports it
 * to capture HTML overlays into an exported picture, which the app never asks for. Without this,
 * about 45 KiB gz of it came with every chart.
 */
export default function html2canvas(): Promise<never> {
  return Promise.reject(
    new Error(
      'Exporting a chart with its HTML as a picture is not part of this build (docs/decisions/chart-bundle.md)',
    ),
  );
}
