import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidError } from '../domain/errors.js';
import { translateError, type TranslatedError } from '../middleware/errors.js';
import { SVG_WITH_SCRIPT, testImage } from '../../test/images.js';
import { NOT_A_PHOTO, PHOTO_SIZE, resizeCoachPhoto } from './coachPhotoResizer.js';

/** The refusal of a photo, as the caller is told it. */
async function refusal(input: Buffer): Promise<TranslatedError> {
  const error = await resizeCoachPhoto(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidError);
  return translateError(error);
}

describe('resizeCoachPhoto', () => {
  it('crops a photo to the portrait frame and stores it as WebP, named by its content', async () => {
    const photo = await resizeCoachPhoto(await testImage(1600, 900, 'jpeg'));
    const meta = await sharp(photo.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PHOTO_SIZE.width, height: PHOTO_SIZE.height });
    expect(photo.contentType).toBe('image/webp');
    expect(photo.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await resizeCoachPhoto(await testImage(1600, 900, 'jpeg'))).hash).toBe(photo.hash);
  });

  it('accepts PNG and WebP too, and drops the metadata', async () => {
    for (const format of ['png', 'webp'] as const) {
      const photo = await resizeCoachPhoto(await testImage(500, 500, format));
      expect((await sharp(photo.data).metadata()).format).toBe('webp');
    }
    const withExif = await sharp(await testImage(300, 300, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Camera owner', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    expect((await sharp((await resizeCoachPhoto(withExif)).data).metadata()).exif).toBeUndefined();
  });

  it('refuses an SVG carrying a script, naming the photo', async () => {
    const error = await refusal(SVG_WITH_SCRIPT);
    expect(error.status).toBe(400);
    expect(error.message).toBe(`photo: ${NOT_A_PHOTO}`);
  });

  it('refuses text, a GIF, an empty file and a truncated image', async () => {
    expect((await refusal(Buffer.from('just some text, not an image'))).status).toBe(400);
    expect((await refusal(await testImage(50, 50, 'gif'))).status).toBe(400);
    expect((await refusal(Buffer.alloc(0))).status).toBe(400);
    const png = await testImage(800, 800, 'png');
    expect((await refusal(png.subarray(0, 60))).status).toBe(400);
  });

  it('refuses an image whose pixels would decode to more than the bound', async () => {
    // 8,000 × 6,000 = 48 megapixels of one colour: a small file that would decode to 144 MB.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    expect((await refusal(huge)).status).toBe(400);
  });
});
