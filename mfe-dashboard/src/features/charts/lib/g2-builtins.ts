import { AxisArc, AxisLinear } from '@antv/g2/esm/component/index';
import { Mark, View } from '@antv/g2/esm/composition/index';
import { Event } from '@antv/g2/esm/interaction/event';
import { LabelShape } from '@antv/g2/esm/shape/index';

/**
 * Stands in for G2's private builtins (its `lib/builtinlib.js`, swapped in by
 * chart-replacements.cjs), which G2's runtime adds to every chart's library: the same record
 * without the radar axis, the three continuous legends (with @antv/component's ribbon, handles
 * and indicator) and the axis-break shape, which the app's charts never ask for (a chart that did
 * would fail with G2's "Unknown Component: ..."; docs/decisions/chart-bundle.md).
 */
export function builtinlib() {
  return {
    'component.axisLinear': AxisLinear,
    'component.axisArc': AxisArc,
    'interaction.event': Event,
    'composition.mark': Mark,
    'composition.view': View,
    'shape.label.label': LabelShape,
  };
}
