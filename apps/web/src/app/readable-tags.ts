import type { GlobalToken } from 'antd';

/** antd's preset tag colours (`<Tag color="green">`). */
export const TAG_PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** The status tags (`<Tag color="success">`): the alias token each one's text is drawn in, its palette and its background. */
export const TAG_STATUSES = [
  { color: 'colorSuccess', palette: 'green', bg: 'colorSuccessBg' },
  { color: 'colorInfo', palette: 'blue', bg: 'colorInfoBg' },
  { color: 'colorWarning', palette: 'gold', bg: 'colorWarningBg' },
  { color: 'colorError', palette: 'red', bg: 'colorErrorBg' },
] as const;

/** What small text needs (WCAG 1.4.3 AA; axe's color-contrast). */
export const TEXT_CONTRAST = 4.5;

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  if (!m) return 1;
  const linear = (c: string | undefined) => {
    const v = Number.parseInt(c ?? '0', 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(m[1]) + 0.7152 * linear(m[2]) + 0.0722 * linear(m[3]);
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

type Palettes = Record<string, string>;
const shade = (token: Palettes, key: string, i: number): string => token[`${key}${i}`] ?? '#000000';

/** The first shade of the palette, from `from` on in the order given, that reads on `bg`; else the last tried. */
function readableShade(token: Palettes, key: string, order: number[], bg: string): string {
  for (const i of order) if (contrast(shade(token, key, i), bg) >= TEXT_CONTRAST) return shade(token, key, i);
  return shade(token, key, order.at(-1) ?? 1);
}

/**
 * Tag tokens that keep every tag's words readable. antd draws a preset tag's words in shade 7 of its colour on
 * shade 1 (green 3.4:1, gold 2.8:1, yellow 2.1:1), a solid tag's white words on shade 6 (cyan 2.2:1), and a status
 * tag's words in the status colour on its pale background (success 2.2:1): each is moved along its own palette to
 * the first shade that reaches 4.5:1, so a green tag stays green. Given to the Tag component only (ConfigProvider's
 * `components.Tag`), so buttons, icons and charts keep antd's colours. Works for the light and the dark theme: the
 * shades are searched toward more contrast with the background they sit on.
 */
export function readableTagTokens(token: GlobalToken): Record<string, string> {
  const palettes = token as unknown as Palettes;
  const dark = luminance(token.colorBgContainer) < 0.2;
  // Toward the background's opposite: on white the higher shades are darker; in the dark theme they are lighter.
  const upward = [7, 8, 9, 10];
  const out: Record<string, string> = {};
  for (const key of TAG_PRESETS) {
    out[`${key}7`] = readableShade(palettes, key, upward, shade(palettes, key, 1));
    // White words on a solid tag want a darker shade: higher on white, lower in the dark theme's palette.
    out[`${key}6`] = readableShade(palettes, key, dark ? [6, 5, 4, 3, 2, 1] : [6, 7, 8, 9, 10], token.colorTextLightSolid);
  }
  for (const s of TAG_STATUSES) out[s.color] = readableShade(palettes, s.palette, dark ? upward : [6, ...upward], token[s.bg]);
  return out;
}
