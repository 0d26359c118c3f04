import { AbstractRendererPlugin } from '@antv/g';

/**
 * Stands in for G's drag-and-drop plugin in this build (chart-replacements.cjs): G2 registers it
 * on every chart's canvas for its brush and drag interactions, and the app's charts draw none
 * (hover and click, which the tooltip and the legend filter use, come from G's own pointer
 * events). A plugin that adds nothing (docs/decisions/chart-bundle.md).
 */
export class Plugin extends AbstractRendererPlugin {
  name = 'dragndrop';

  init(): void {}

  destroy(): void {}

  setOptions(): void {}
}
