/**
 * What ends a page of a label file: in a PDF each page object opens with this dictionary entry
 * (pdfkit writes page objects uncompressed, and sends each page when the next one is begun); in
 * ZPL each label ends with ^XZ (no field holds a ^: the server escapes it).
 */
export const PAGE_MARKER = { pdf: '/Type /Page\n', zpl: '^XZ' } as const;

/**
 * Counts the pages of a label file as its bytes arrive, against the x-page-count header: real
 * progress, not a guess.
 */
export function pageCounter(marker: string = PAGE_MARKER.pdf): (chunk: Uint8Array) => number {
  const page = new TextEncoder().encode(marker);
  let pages = 0;
  // The end of the previous piece, in case a marker is split across two pieces.
  let carry = new Uint8Array(0);
  return (chunk) => {
    const bytes = new Uint8Array(carry.length + chunk.length);
    bytes.set(carry);
    bytes.set(chunk, carry.length);
    for (let i = 0; i + page.length <= bytes.length; i++) {
      let j = 0;
      while (j < page.length && bytes[i + j] === page[j]) j++;
      if (j === page.length) {
        pages++;
        i += page.length - 1;
      }
    }
    carry = bytes.slice(Math.max(0, bytes.length - (page.length - 1)));
    return pages;
  };
}
