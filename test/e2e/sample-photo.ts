/**
 * A phone-camera-like photo made on the spot with sharp (nothing is fetched): 4000 x 3000 (12 MP),
 * a gradient and a shape under texture at three scales (coarse blotches, mid detail, fine grain),
 * as a JPEG of about 2 MB. Texture at every scale is what makes it weigh like a real photo, in
 * full and scaled down: a flat picture, or grain alone, which averages out when scaled, would make
 * the variants unrealistically small.
 */
import sharp from 'sharp';

const width = 4000;
const height = 3000;

/** Grey noise drawn at `w` x `h` and scaled up to the photo's size. */
function texture(w: number, h: number, sigma: number): Promise<Buffer> {
  return sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

export async function samplePhoto(): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="1200" cy="1100" r="700" fill="#e4572e" opacity="0.7"/></svg>`;
  const layers = await Promise.all([
    texture(200, 150, 40),
    texture(800, 600, 30),
    texture(width, height, 10),
  ]);
  return sharp(Buffer.from(scene))
    .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
    .jpeg({ quality: 85 })
    .toBuffer();
}
