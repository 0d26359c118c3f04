import { AxisX, AxisY, LegendCategory } from '@antv/g2/esm/component/index';
import { Cartesian, Theta } from '@antv/g2/esm/coordinate/index';
import { Inline } from '@antv/g2/esm/data/index';
import { Column, Constant, Field, Transform } from '@antv/g2/esm/encode/index';
import { Area, Interval, Line } from '@antv/g2/esm/mark/index';
import { Category10, Category20 } from '@antv/g2/esm/palette/index';
import {
  Band as ScaleBand,
  Constant as ScaleConstant,
  Identity as ScaleIdentity,
  Linear as ScaleLinear,
  Ordinal as ScaleOrdinal,
  Point as ScalePoint,
} from '@antv/g2/esm/scale/index';
import { Classic, ClassicDark } from '@antv/g2/esm/theme/index';
import { Filter, StackY } from '@antv/g2/esm/transform/index';
import { LegendFilter, Tooltip } from '@antv/g2/esm/interaction/index';
import {
  FadeIn,
  FadeOut,
  Morphing,
  ScaleInX,
  ScaleInY,
  ScaleOutX,
  ScaleOutY,
  WaveIn,
} from '@antv/g2/esm/animation/index';
import type { G2Library } from '@antv/g2/esm/runtime/index';

/**
 * G2 applies its slider and scrollbar filters to every view, and each returns at once when the
 * view draws no slider or scrollbar, which the app's charts never do: this does the same without
 * G2's filter code (about 4 KiB gz with the adaptive filtering they share).
 */
const noSliderOrScrollbar = () => () => () => undefined;

/**
 * The parts of G2 the app's two charts draw with (docs/decisions/chart-bundle.md): the area chart
 * (area and line marks over a point/linear pair, a category legend) and the donut (an interval
 * stacked in a theta coordinate). @ant-design/plots hands G2 its whole standard library (with
 * geo, graph and the plot extension) so every plot type works; this record replaces it in the
 * build, so a spec naming anything else fails with G2's "Unknown Component: <key>" (the chart
 * test renders both charts through it). G2 adds its private builtins (view, mark, label shape,
 * axis variants) itself.
 */
export function chartLibrary(): G2Library {
  return {
    'data.inline': Inline,
    'encode.constant': Constant,
    'encode.field': Field,
    'encode.transform': Transform,
    'encode.column': Column,
    // The area chart: an area and a line per series; the donut: a stacked interval in theta.
    'mark.area': Area,
    'mark.line': Line,
    'mark.interval': Interval,
    'coordinate.cartesian': Cartesian,
    'coordinate.theta': Theta,
    'transform.stackY': StackY,
    // Clicking a legend item filters its series out.
    'transform.filter': Filter,
    'scale.linear': ScaleLinear,
    'scale.ordinal': ScaleOrdinal,
    'scale.band': ScaleBand,
    'scale.point': ScalePoint,
    'scale.identity': ScaleIdentity,
    'scale.constant': ScaleConstant,
    'palette.category10': Category10,
    'palette.category20': Category20,
    // chart-theme.ts picks one by the antd surface.
    'theme.classic': Classic,
    'theme.classicDark': ClassicDark,
    'component.axisX': AxisX,
    'component.axisY': AxisY,
    'component.legendCategory': LegendCategory,
    // G2 looks every default interaction up (slider and scrollbar only act when the spec asks).
    'interaction.tooltip': Tooltip,
    'interaction.legendFilter': LegendFilter,
    'interaction.sliderFilter': noSliderOrScrollbar,
    'interaction.scrollbarFilter': noSliderOrScrollbar,
    // Enter (the theme's fade, the donut's wave), update (a new range) and exit (a series removed).
    'animation.fadeIn': FadeIn,
    'animation.fadeOut': FadeOut,
    'animation.waveIn': WaveIn,
    'animation.morphing': Morphing,
    'animation.scaleInX': ScaleInX,
    'animation.scaleOutX': ScaleOutX,
    'animation.scaleInY': ScaleInY,
    'animation.scaleOutY': ScaleOutY,
  };
}
