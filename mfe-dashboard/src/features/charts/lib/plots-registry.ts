import { Area } from '@ant-design/plots/es/core/plots/area';
import { Pie } from '@ant-design/plots/es/core/plots/pie';

/**
 * Stands in for @ant-design/plots' registry of plot types (its `core/index.js`, swapped in by
 * chart-replacements.cjs): its `Plots` names all thirty-odd types, so every chart component
 * pulled every type's adaptor along. Only the types the app draws are here; a component of
 * @ant-design/charts not listed renders nothing (the chart test renders every one the app uses).
 */
export const Plots = { Area, Pie };
