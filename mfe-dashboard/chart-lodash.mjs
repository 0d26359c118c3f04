// The lodash methods @ant-design/plots and @ant-design/charts-util import, one module each
// (chart-replacements.cjs points their `lodash` imports here): lodash's main file is the whole
// library in one CommonJS module, about 25 KiB gz that tree shaking cannot cut.
export { default as assign } from 'lodash/assign.js';
export { default as ceil } from 'lodash/ceil.js';
export { default as cloneDeep } from 'lodash/cloneDeep.js';
export { default as divide } from 'lodash/divide.js';
export { default as flatten } from 'lodash/flatten.js';
export { default as flow } from 'lodash/flow.js';
export { default as get } from 'lodash/get.js';
export { default as groupBy } from 'lodash/groupBy.js';
export { default as includes } from 'lodash/includes.js';
export { default as isArray } from 'lodash/isArray.js';
export { default as isBoolean } from 'lodash/isBoolean.js';
export { default as isElement } from 'lodash/isElement.js';
export { default as isEqual } from 'lodash/isEqual.js';
export { default as isFunction } from 'lodash/isFunction.js';
export { default as isNil } from 'lodash/isNil.js';
export { default as isNumber } from 'lodash/isNumber.js';
export { default as isObject } from 'lodash/isObject.js';
export { default as isPlainObject } from 'lodash/isPlainObject.js';
export { default as isString } from 'lodash/isString.js';
export { default as isUndefined } from 'lodash/isUndefined.js';
export { default as map } from 'lodash/map.js';
export { default as maxBy } from 'lodash/maxBy.js';
export { default as memoize } from 'lodash/memoize.js';
export { default as mergeWith } from 'lodash/mergeWith.js';
export { default as omit } from 'lodash/omit.js';
export { default as pick } from 'lodash/pick.js';
export { default as reduce } from 'lodash/reduce.js';
export { default as remove } from 'lodash/remove.js';
export { default as set } from 'lodash/set.js';
export { default as sortBy } from 'lodash/sortBy.js';
export { default as uniqBy } from 'lodash/uniqBy.js';
export { default as values } from 'lodash/values.js';
