import { describe, expect, it } from 'vitest';
import { downloadFilename } from './download-file.ts';

describe('downloadFilename', () => {
  it("takes the server's name for the file", () => {
    expect(downloadFilename('attachment; filename="cyberpunk-3x2.jpg"', '/api/renders/a/results/3x2?v=2')).toBe('cyberpunk-3x2.jpg');
  });

  it('falls back to the last part of the address', () => {
    expect(downloadFilename(null, '/api/renders/a/results/3x2?v=2')).toBe('3x2');
  });
});
