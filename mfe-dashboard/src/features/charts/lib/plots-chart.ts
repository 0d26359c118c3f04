import { extend, Runtime } from '@antv/g2';
import { chartLibrary } from './chart-library';

/**
 * Stands in for @ant-design/plots' G2 chart class (its `core/base/chart.js`, swapped in by
 * chart-replacements.cjs), which extends G2's runtime with the whole standard library and the
 * plot extension: the same class over only the parts the app's charts use.
 */
export const Chart = extend(Runtime, chartLibrary());
