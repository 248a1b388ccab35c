/**
 * A phone-camera-like photo made on the spot with sharp (nothing is fetched): 4000 x 3000 (12 MP),
 * a gradient and shapes under fine grain, as a JPEG of about 2.5 MB. The grain is what makes it
 * weigh like a real photo; a flat picture would compress to almost nothing.
 */
import sharp from 'sharp';

export async function samplePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1200" cy="1100" r="700" fill="#e4572e" opacity="0.7"/>
    <rect x="2300" y="1500" width="1200" height="900" fill="#29335c" opacity="0.6"/></svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
