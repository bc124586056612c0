/** Spec 9 "Upload" and "Paging": a file picker takes at most 10 files unless its form sets its own limit. */
export const UPLOAD_FILES_MAX_DEFAULT = 10;

/**
 * What a batch of chosen files does to a picker that holds `held` of at most `max` (spec 9): taken whole, or refused
 * whole with the limit, the number chosen and the total it would make (never half a batch, which the user would have
 * to work out).
 */
export function fitsUploadLimit(
  held: number,
  chosen: number,
  max: number,
): { ok: true } | { ok: false; max: number; chosen: number; total: number } {
  const total = held + chosen;
  return total <= max ? { ok: true } : { ok: false, max, chosen, total };
}

/**
 * Spec 9 "Layout": an evidence photo is marked before it leaves the browser with text turned 40 degrees on a
 * 400 x 200 tile repeated over the picture; a picture is previewed at most 800 px on its longer side.
 */
export const WATERMARK = { tileWidthPx: 400, tileHeightPx: 200, angleDeg: 40 } as const;
export const IMAGE_PREVIEW_MAX_PX = 800;
