import sharp from 'sharp';

/** A real image of the given size and format, drawn by the image library (for upload tests). */
export function testImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** An SVG carrying a script: an image type that is a document, refused as a photo. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><script>alert(1)</script>' +
    '<rect width="400" height="500" fill="red"/></svg>',
);
