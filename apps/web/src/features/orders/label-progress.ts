/**
 * Counts the pages of a label PDF as its bytes arrive. The server sends each page when the next
 * one is begun, and every page object opens with this dictionary entry (pdfkit writes page
 * objects uncompressed), so counting it against the x-page-count header is real progress, not a guess.
 */
const PAGE = new TextEncoder().encode('/Type /Page\n');

export function pageCounter(): (chunk: Uint8Array) => number {
  let pages = 0;
  // The end of the previous piece, in case a marker is split across two pieces.
  let carry = new Uint8Array(0);
  return (chunk) => {
    const bytes = new Uint8Array(carry.length + chunk.length);
    bytes.set(carry);
    bytes.set(chunk, carry.length);
    for (let i = 0; i + PAGE.length <= bytes.length; i++) {
      let j = 0;
      while (j < PAGE.length && bytes[i + j] === PAGE[j]) j++;
      if (j === PAGE.length) {
        pages++;
        i += PAGE.length - 1;
      }
    }
    carry = bytes.slice(Math.max(0, bytes.length - (PAGE.length - 1)));
    return pages;
  };
}
