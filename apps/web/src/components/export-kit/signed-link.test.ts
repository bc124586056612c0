import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileNameOf, signedDownloadUrl } from './signed-link.ts';

describe('signedDownloadUrl', () => {
  it('signs the task with spec 7: md5(parameters JSON + t + session id + visitor code)', () => {
    const taskId = '0b6f7a4e-8f7c-4a43-9d0e-2f1c5a7e9b10';
    const signer = { token: 'tok/en+1', sessionId: 'd2b1c9e4-1111-4222-8333-444455556666', visitorCode: 'tab-1', now: 1_767_225_600_000 };
    const url = new URL(signedDownloadUrl(taskId, signer), 'http://portal.test');
    expect(url.pathname).toBe('/api/export/download.do');
    const expected = createHash('md5').update(`{"taskId":"${taskId}"}1767225600000${signer.sessionId}tab-1`).digest('hex');
    expect(Object.fromEntries(url.searchParams)).toEqual({ taskId, token: 'tok/en+1', t: '1767225600000', s: expected, v: 'tab-1' });
    // The session id signs the link but never travels in it.
    expect(url.search).not.toContain(signer.sessionId);
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the default', () => {
    expect(fileNameOf(`attachment; filename="__.xlsx"; filename*=UTF-8''%E5%88%97%E8%A1%A8.xlsx`)).toBe('列表.xlsx');
    expect(fileNameOf('attachment; filename="Waybills May.xlsx"')).toBe('Waybills May.xlsx');
    expect(fileNameOf(`attachment; filename="plain.xlsx"; filename*=UTF-8''%E5%88`)).toBe('plain.xlsx');
    expect(fileNameOf(null)).toBe('列表.xlsx');
  });
});
