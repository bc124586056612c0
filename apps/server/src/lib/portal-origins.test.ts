import { describe, expect, it } from 'vitest';
import { portalOrigins } from './portal-origins.ts';

describe("the portal's own addresses", () => {
  it('are PUBLIC_URL, the listed ones, and on this machine the three names of its port', () => {
    expect(portalOrigins('http://localhost:8080', undefined).sort()).toEqual(
      ['http://127.0.0.1:8080', 'http://[::1]:8080', 'http://localhost:8080'].sort(),
    );
    expect(portalOrigins('https://portal.courier.my/', ' https://b.courier.my , ftp://x, nonsense,')).toEqual([
      'https://portal.courier.my',
      'https://b.courier.my',
    ]);
  });
});
