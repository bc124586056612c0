import { malaysiaTime } from '@portal/shared/time';
import { IMAGE_PREVIEW_MAX_PX, WATERMARK } from '@portal/shared/upload';

/**
 * The mark an evidence photo carries before it is uploaded (spec 7 "images can be watermarked first", spec 9
 * "watermark rotation 40 degrees, canvas 400x200"): who sent it and when, on a tile repeated over the whole
 * picture, so a crop still shows it. The pickers of work orders and complaints mark through `markImage`.
 */

/** The text of the mark: the customer's code and the Malaysian time of marking. */
export const markLines = (cusCode: string, at: Date): string[] => [cusCode, malaysiaTime(at)];

export interface MarkLayout {
  /**
   * The tile is 400 x 200 as the picture is previewed (at most 800 px): a larger picture gets a tile as much
   * larger, so its mark reads the same in the preview and is not lost as a speck on a phone's 4000 px photo.
   */
  scale: number;
  tile: { width: number; height: number };
  /** In radians as a canvas turns (y down): negative, so the text rises from left to right. */
  angle: number;
  fontPx: number;
  lineHeightPx: number;
  /** Where each tile's text is centred; the grid is centred on the picture and covers it to its edges. */
  centres: { x: number; y: number }[];
}

const FONT_PX = 20;

/** Where the marks of a `width` x `height` picture go (pure, so it is tested without a canvas). */
export function markLayout(width: number, height: number): MarkLayout {
  const scale = Math.max(1, Math.max(width, height) / IMAGE_PREVIEW_MAX_PX);
  const tile = { width: WATERMARK.tileWidthPx * scale, height: WATERMARK.tileHeightPx * scale };
  const cols = Math.max(1, Math.ceil(width / tile.width));
  const rows = Math.max(1, Math.ceil(height / tile.height));
  const left = (width - cols * tile.width) / 2;
  const top = (height - rows * tile.height) / 2;
  const centres: MarkLayout['centres'] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) centres.push({ x: left + (c + 0.5) * tile.width, y: top + (r + 0.5) * tile.height });
  const fontPx = Math.round(FONT_PX * scale);
  return { scale, tile, angle: (-WATERMARK.angleDeg * Math.PI) / 180, fontPx, lineHeightPx: Math.round(fontPx * 1.4), centres };
}

/** The pictures that are marked: those the evidence pickers take, known by their name as the pickers judge them. */
export function markableType(name: string): 'image/png' | 'image/jpeg' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return 'image/png';
  return lower.endsWith('.jpg') || lower.endsWith('.jpeg') ? 'image/jpeg' : null;
}

/** A PNG sent as a JPEG keeps its name with the ending its content has (the server judges both). */
export const asJpegName = (name: string): string => `${name.replace(/\.(png|jpe?g)$/i, '')}.jpg`;

/** Why a picture could not be marked: a catalogue message taking the file's `name`. */
export class MarkRefusal extends Error {}

function drawMarks(ctx: CanvasRenderingContext2D, layout: MarkLayout, lines: string[]): void {
  ctx.font = `600 ${layout.fontPx}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Light text with a dark edge stays legible on a white box and on a dark floor alike.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.6)';
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.4)';
  ctx.lineWidth = Math.max(1, layout.fontPx / 10);
  for (const { x, y } of layout.centres) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(layout.angle);
    lines.forEach((line, i) => {
      const dy = (i - (lines.length - 1) / 2) * layout.lineHeightPx;
      ctx.strokeText(line, 0, dy);
      ctx.fillText(line, 0, dy);
    });
    ctx.restore();
  }
}

const encode = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The picture with the mark drawn over it, at its own size and type; any other file as it is. A marked PNG
 * photo can outgrow the limit its original kept: it is then sent as a JPEG, which every evidence picker takes.
 * Refuses (`MarkRefusal`) a picture that does not decode, or that no encoding brings under `maxBytes`.
 */
export async function markImage(file: File, lines: string[], maxBytes: number): Promise<File> {
  const type = markableType(file.name);
  if (!type) return file;
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new MarkRefusal('imageUnreadable');
  });
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new MarkRefusal('imageUnreadable');
  // A JPEG has no transparency: a transparent corner would come out black.
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  drawMarks(ctx, markLayout(canvas.width, canvas.height), lines);
  const marked = await encode(canvas, type, 0.92);
  if (marked && marked.size <= maxBytes) return new File([marked], file.name, { type });
  const flat = document.createElement('canvas');
  flat.width = canvas.width;
  flat.height = canvas.height;
  const flatCtx = flat.getContext('2d');
  if (!flatCtx) throw new MarkRefusal('uploadTooLarge');
  flatCtx.fillStyle = '#fff';
  flatCtx.fillRect(0, 0, flat.width, flat.height);
  flatCtx.drawImage(canvas, 0, 0);
  for (const quality of [0.85, 0.7, 0.55]) {
    const jpeg = await encode(flat, 'image/jpeg', quality);
    if (jpeg && jpeg.size <= maxBytes) return new File([jpeg], asJpegName(file.name), { type: 'image/jpeg' });
  }
  throw new MarkRefusal('uploadTooLarge');
}
