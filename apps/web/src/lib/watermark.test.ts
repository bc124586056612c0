import { describe, expect, it } from 'vitest';
import { asJpegName, markableType, markLayout, markLines } from './watermark.ts';

describe('the mark of an evidence photo (spec 9: 400 x 200 tile, text turned 40 degrees)', () => {
  it('says the customer code and the Malaysian time of marking', () => {
    // 02:05 UTC is 10:05 in Kuala Lumpur.
    expect(markLines('MY10001', new Date('2026-12-04T02:05:30Z'))).toEqual(['MY10001', '2026-12-04 10:05']);
  });

  it('tiles 400 x 200 over a picture up to 800 px, centred and covering it to its edges, the text turned 40 degrees', () => {
    const layout = markLayout(640, 480);
    expect(layout.scale).toBe(1);
    expect(layout.tile).toEqual({ width: 400, height: 200 });
    expect(layout.angle).toBeCloseTo((-40 * Math.PI) / 180, 10);
    expect(layout.fontPx).toBe(20);
    // 2 columns x 3 rows (800 x 600) centred on 640 x 480: starting 80 px left and 60 px above the picture.
    expect(layout.centres).toEqual([
      { x: 120, y: 40 },
      { x: 520, y: 40 },
      { x: 120, y: 240 },
      { x: 520, y: 240 },
      { x: 120, y: 440 },
      { x: 520, y: 440 },
    ]);
  });

  it('marks a picture smaller than one tile once, on its centre', () => {
    expect(markLayout(120, 90).centres).toEqual([{ x: 60, y: 45 }]);
  });

  it('grows the tile with a picture above 800 px, so the mark reads the same in its 800 px preview', () => {
    const layout = markLayout(4000, 3000);
    expect(layout.scale).toBe(5);
    expect(layout.tile).toEqual({ width: 2000, height: 1000 });
    expect(layout.fontPx).toBe(100);
    expect(layout.centres).toHaveLength(2 * 3);
    // A portrait photo scales by its longer side too.
    expect(markLayout(1200, 1600).scale).toBe(2);
  });

  it('marks PNG and JPEG pictures, known by their names; other files go as they are', () => {
    expect(markableType('Box.PNG')).toBe('image/png');
    expect(markableType('label.jpeg')).toBe('image/jpeg');
    expect(markableType('label.jpg')).toBe('image/jpeg');
    expect(markableType('invoice.pdf')).toBeNull();
    expect(markableType('png')).toBeNull();
    expect(asJpegName('crushed-box.png')).toBe('crushed-box.jpg');
    expect(asJpegName('photo.JPEG')).toBe('photo.jpg');
  });
});
