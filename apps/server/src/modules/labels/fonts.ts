import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans SC (SIL Open Font License 1.1) from the npm package @expo-google-fonts/noto-sans-sc:
 * one face for Latin, Malay and Chinese (GB 2312 and far beyond), so a receiver written 陈嘉欣
 * prints as itself on a fresh install, with nothing to install on the machine. pdfkit embeds only
 * the glyphs a PDF uses, so a batch stays small although each font file is about 10 MB.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type Face = keyof typeof FILES;

const require = createRequire(import.meta.url);
let opened: Record<Face, Font> | undefined;

/** The fonts, parsed once per process: a batch of one label should not pay for reading 20 MB. */
function labelFonts(): Record<Face, Font> {
  opened ??= {
    regular: create(readFileSync(require.resolve(FILES.regular))) as Font,
    bold: create(readFileSync(require.resolve(FILES.bold))) as Font,
  };
  return opened;
}

/** One face as fontkit opened it (the ZPL labels measure and rasterise text with it). */
export const labelFont = (face: Face): Font => labelFonts()[face];

/** How far above the baseline pdfkit's line box starts, in ems (the font's ascent). */
export const ascentEm = (face: Face): number => labelFonts()[face].ascent / labelFonts()[face].unitsPerEm;

/** Registers the faces under their names ('regular', 'bold') in a new document. */
export function registerLabelFonts(doc: PDFKit.PDFDocument): void {
  for (const [face, font] of Object.entries(labelFonts())) {
    // pdfkit takes an opened fontkit font as well as a file (PDFFontFactory.open); its types list only files.
    doc.registerFont(face, font as unknown as Uint8Array);
  }
}
