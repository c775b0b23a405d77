import { describe, expect, it } from 'vitest';
import {
  boughtRenderWords,
  EMAIL_PICTURE_WIDTH,
  EMAIL_WIDTH,
  emailPictureSize,
  emailPictureRatio,
  GIFT_CARD_PICTURE,
  giftCardWords,
  isEmailPicturePath,
  renderPreviewWords,
} from './email-pictures.ts';

describe('email pictures', () => {
  it('are laid out 600 px wide from files twice as wide', () => {
    expect(EMAIL_WIDTH).toBe(600);
    expect(EMAIL_PICTURE_WIDTH).toBe(1200);
    expect(GIFT_CARD_PICTURE).toEqual({ width: 1200, height: 757 });
  });

  it("are shown the email's width, portrait ones narrower so none is taller than 600 px", () => {
    expect(emailPictureSize('1x1')).toEqual({ width: 600, height: 600 });
    expect(emailPictureSize('3x2')).toEqual({ width: 600, height: 400 });
    expect(emailPictureSize('5x4')).toEqual({ width: 600, height: 480 });
    expect(emailPictureSize('2x3')).toEqual({ width: 400, height: 600 });
    expect(emailPictureSize('4x5')).toEqual({ width: 480, height: 600 });
  });

  it('show the ratio the customer asked for, else the square, else the first there is', () => {
    expect(emailPictureRatio('2x3', { '1x1': {}, '2x3': {} })).toBe('2x3');
    expect(emailPictureRatio('2x3', { '1x1': {}, '5x4': {} })).toBe('1x1');
    expect(emailPictureRatio('nonsense', { '4x5': {}, '3x2': {} })).toBe('4x5');
    expect(emailPictureRatio('1x1', {})).toBeNull();
  });

  it('say what they show: style and size, and a watermark before payment', () => {
    expect(renderPreviewWords('Retro', '1x1')).toEqual({
      alt: 'Watermarked preview of your Retro render, 1x1 Square',
      caption: 'Retro · 1x1 Square · watermarked preview',
    });
    expect(boughtRenderWords('Anime', '2x3', '12x18 canvas')).toEqual({
      alt: 'Your Anime render, 2x3 Portrait, 12x18 canvas',
      caption: 'Anime · 12x18 canvas · 2x3 Portrait',
    });
    expect(giftCardWords(5000)).toEqual({ alt: 'A $50.00 MotoMuse gift card', caption: 'MotoMuse gift card · $50.00' });
  });

  it('are the only paths other origins may load', () => {
    expect(isEmailPicturePath('/email-logo.png')).toBe(true);
    expect(isEmailPicturePath('/api/email-pictures/renders/r/v/1x1?s=abc')).toBe(true);
    expect(isEmailPicturePath('/email-logo.png.map')).toBe(false);
    expect(isEmailPicturePath('/api/renders/r/results/1x1/preview')).toBe(false);
    expect(isEmailPicturePath('/api/email-picturesX/a')).toBe(false);
  });
});
