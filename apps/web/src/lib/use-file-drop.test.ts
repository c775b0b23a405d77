import { describe, expect, it } from 'vitest';
import { firstImage } from './use-file-drop.ts';

function fileList(...files: File[]): FileList {
  return Object.assign([...files], { item: (index: number) => files[index] ?? null }) as unknown as FileList;
}

describe('firstImage', () => {
  it('takes the first file of a drop when it is an image', () => {
    const photo = new File(['x'], 'bike.jpg', { type: 'image/jpeg' });
    expect(firstImage(fileList(photo, new File(['y'], 'other.png', { type: 'image/png' })))).toBe(photo);
  });

  it('says when nothing was given or the first file is not an image', () => {
    expect(firstImage(null)).toBe('none');
    expect(firstImage(fileList())).toBe('none');
    expect(firstImage(fileList(new File(['%PDF'], 'bike.pdf', { type: 'application/pdf' })))).toBe('not-an-image');
  });
});
