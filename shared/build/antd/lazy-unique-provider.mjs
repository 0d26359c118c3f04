// ConfigProvider draws tooltip's UniqueProvider only when `tooltip.unique` is set, which this app
// never does; loaded when drawn, so every first visit stops carrying the popup machinery it brings
// (antd-trims.cjs).
import { createElement, lazy, Suspense } from 'react';

const RealUniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function UniqueProvider(props) {
  return createElement(Suspense, { fallback: null }, createElement(RealUniqueProvider, props));
}
