import { theme } from 'antd';
import { useMemo } from 'react';
import type { Measure } from './column-widths.ts';

let canvas: HTMLCanvasElement | null = null;

/** Measures text in the theme's font, as a header (bold) or a button (regular) draws it. */
export function useTextMeasure(): { header: Measure; button: Measure } {
  const { token } = theme.useToken();
  return useMemo(() => {
    canvas ??= document.createElement('canvas');
    const context = canvas.getContext('2d');
    const measureIn = (font: string): Measure => {
      if (!context) return (text) => text.length * token.fontSize * 0.6;
      return (text) => {
        context.font = font;
        return context.measureText(text).width;
      };
    };
    return {
      header: measureIn(`${token.fontWeightStrong} ${token.fontSize}px ${token.fontFamily}`),
      button: measureIn(`400 ${token.fontSize}px ${token.fontFamily}`),
    };
  }, [token.fontFamily, token.fontSize, token.fontWeightStrong]);
}
