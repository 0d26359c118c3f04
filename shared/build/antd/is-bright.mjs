// antd's button tokens read one function of the colour picker's presets panel; taken from there
// (antd/es/color-picker/components/ColorPresets.js, antd 6.6.8) so a button never brings the panel,
// the Collapse it draws and their styles (antd-trims.cjs).
import { Color as RcColor } from '@rc-component/color-picker';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode, as antd does.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
