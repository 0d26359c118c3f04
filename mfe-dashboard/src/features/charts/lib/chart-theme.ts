import { theme } from 'antd';

/** G2's theme matching the app's: the antd surface's lightness decides (the tokens carry no mode). */
export function useChartTheme(): 'classic' | 'classicDark' {
  const { token } = theme.useToken();
  const hex = /^#([0-9a-f]{6})$/i.exec(token.colorBgContainer)?.[1];
  if (!hex) return 'classic';
  const [red, green, blue] = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const lightness = (0.299 * (red ?? 255) + 0.587 * (green ?? 255) + 0.114 * (blue ?? 255)) / 255;
  return lightness < 0.5 ? 'classicDark' : 'classic';
}
