import { describe, expect, it } from 'vitest';
import { downloadUrl } from './download-url.ts';

describe('downloadUrl', () => {
  it('adds the download flag with ? or & as the address needs', () => {
    expect(downloadUrl('/api/renders/a/original')).toBe('/api/renders/a/original?download=1');
    expect(downloadUrl('/api/renders/a/results/1x1?v=3')).toBe('/api/renders/a/results/1x1?v=3&download=1');
  });
});
