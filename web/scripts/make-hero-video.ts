/**
 * Makes the home hero's background loop and its poster, in the repo, without ffmpeg: Debian's
 * Chromium draws a seamless abstract animation on a canvas frame by frame (deterministic, not
 * real time), encodes it with WebCodecs (VP9, VP8 as fallback), and this script muxes the encoded
 * frames into a WebM file (EBML written by hand below, with the duration in the header so the
 * browser loops it cleanly). Frame 0 is also saved as the WebP poster.
 *
 * Run: `tsx web/scripts/make-hero-video.ts` (writes web/public/video/hero-loop.webm and
 * web/public/video/hero-poster.webp). The outputs are committed; the build does not run this.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../test/support/chromium';

const width = 640;
const height = 360;
const fps = 20;
const seconds = 8;
const bitrate = 220_000;
const keyframeEvery = fps * 2;
const outDir = fileURLToPath(new URL('../public/video/', import.meta.url));

interface EncodedFrame {
  timestampMs: number;
  key: boolean;
  data: string;
}

interface EncodeResult {
  codec: 'V_VP9' | 'V_VP8';
  frames: EncodedFrame[];
  poster: string;
}

/** Runs in the browser: draws every frame, encodes it, returns base64 chunks and the poster. */
async function encodeInBrowser(args: {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  bitrate: number;
  keyframeEvery: number;
}): Promise<EncodeResult> {
  const { width, height, fps, seconds, bitrate, keyframeEvery } = args;
  const total = fps * seconds;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const tau = Math.PI * 2;

  // Everything moves on whole cycles of the loop length, so the last frame leads into the first.
  const draw = (frame: number) => {
    const phase = (frame / total) * tau;
    const bg = ctx.createLinearGradient(0, 0, width, height);
    bg.addColorStop(0, '#0b1224');
    bg.addColorStop(1, '#13203d');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, width, height);

    const orbs = [
      { x: 0.22, y: 0.35, r: 0.45, color: '37,99,235', dx: 0.08, dy: 0.06, k: 1 },
      { x: 0.75, y: 0.6, r: 0.5, color: '79,70,229', dx: 0.07, dy: 0.08, k: 1 },
      { x: 0.55, y: 0.2, r: 0.35, color: '14,165,233', dx: 0.1, dy: 0.05, k: 2 },
    ];
    for (const orb of orbs) {
      const cx = (orb.x + orb.dx * Math.sin(phase * orb.k)) * width;
      const cy = (orb.y + orb.dy * Math.cos(phase * orb.k)) * height;
      const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, orb.r * width);
      g.addColorStop(0, `rgba(${orb.color},0.55)`);
      g.addColorStop(1, `rgba(${orb.color},0)`);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
    }

    // Faint grid.
    ctx.strokeStyle = 'rgba(148,163,184,0.08)';
    ctx.lineWidth = 1;
    for (let x = 0; x <= width; x += 40) {
      ctx.beginPath();
      ctx.moveTo(x + 0.5, 0);
      ctx.lineTo(x + 0.5, height);
      ctx.stroke();
    }
    for (let y = 0; y <= height; y += 40) {
      ctx.beginPath();
      ctx.moveTo(0, y + 0.5);
      ctx.lineTo(width, y + 0.5);
      ctx.stroke();
    }

    // Rising "growth" curves that breathe with the loop.
    const curves = [
      { base: 0.78, amp: 0.05, rise: 0.42, k: 1, color: 'rgba(96,165,250,0.55)' },
      { base: 0.85, amp: 0.04, rise: 0.3, k: 2, color: 'rgba(165,180,252,0.4)' },
      { base: 0.9, amp: 0.03, rise: 0.22, k: 1, color: 'rgba(125,211,252,0.35)' },
    ];
    for (const curve of curves) {
      ctx.strokeStyle = curve.color;
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (let x = 0; x <= width; x += 8) {
        const u = x / width;
        const y =
          (curve.base -
            curve.rise * u * u +
            curve.amp * Math.sin(u * tau * 1.5 + phase * curve.k)) *
          height;
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }

    // Drifting nodes.
    for (let i = 0; i < 24; i += 1) {
      const seedX = (i * 137.5) % 100;
      const seedY = (i * 61.8) % 100;
      const x = ((seedX / 100 + 0.03 * Math.sin(phase + i)) % 1) * width;
      const y = ((seedY / 100 + 0.03 * Math.cos(phase * ((i % 2) + 1) + i)) % 1) * height;
      const glow = 0.35 + 0.35 * (0.5 + 0.5 * Math.sin(phase * ((i % 3) + 1) + i));
      ctx.fillStyle = `rgba(191,219,254,${glow.toFixed(3)})`;
      ctx.beginPath();
      ctx.arc(x, y, 1.6 + (i % 3) * 0.6, 0, tau);
      ctx.fill();
    }
  };

  const toBase64 = (bytes: Uint8Array) => {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  };

  const candidates = [
    { codec: 'vp09.00.10.08', id: 'V_VP9' as const },
    { codec: 'vp8', id: 'V_VP8' as const },
  ];
  let chosen: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    const support = await VideoEncoder.isConfigSupported({
      codec: candidate.codec,
      width,
      height,
      bitrate,
      framerate: fps,
    });
    if (support.supported) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error('neither VP9 nor VP8 encoding is supported');

  const frames: EncodedFrame[] = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const bytes = new Uint8Array(chunk.byteLength);
      chunk.copyTo(bytes);
      frames.push({
        timestampMs: Math.round(chunk.timestamp / 1000),
        key: chunk.type === 'key',
        data: toBase64(bytes),
      });
    },
    error: (error) => {
      throw error;
    },
  });
  encoder.configure({
    codec: chosen.codec,
    width,
    height,
    bitrate,
    framerate: fps,
    latencyMode: 'quality',
  });
  for (let i = 0; i < total; i += 1) {
    draw(i);
    const frame = new VideoFrame(canvas, {
      timestamp: Math.round((i * 1_000_000) / fps),
      duration: Math.round(1_000_000 / fps),
    });
    encoder.encode(frame, { keyFrame: i % keyframeEvery === 0 });
    frame.close();
  }
  await encoder.flush();

  draw(0);
  const posterBlob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.72 });
  const poster = toBase64(new Uint8Array(await posterBlob.arrayBuffer()));
  return { codec: chosen.id, frames, poster };
}

// --- WebM (Matroska subset) writer -------------------------------------------------------------

function vint(value: number): Buffer {
  // EBML variable-size integer for element sizes, up to 8 bytes.
  for (let length = 1; length <= 8; length += 1) {
    if (value < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = value;
      for (let i = length - 1; i >= 0; i -= 1) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new Error(`size too large: ${value}`);
}

function uint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Buffer.from(bytes);
}

function element(id: number, payload: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(payload) ? Buffer.concat(payload) : payload;
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)!
      .map((h) => parseInt(h, 16)),
  );
  return Buffer.concat([idBytes, vint(body.length), body]);
}

function float64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
}

function simpleBlock(frame: EncodedFrame, clusterStartMs: number): Buffer {
  const header = Buffer.alloc(4);
  header[0] = 0x81; // track number 1 as a vint
  header.writeInt16BE(frame.timestampMs - clusterStartMs, 1);
  header[3] = frame.key ? 0x80 : 0x00;
  return element(0xa3, [header, Buffer.from(frame.data, 'base64')]);
}

function muxWebm(result: EncodeResult): Buffer {
  const durationMs = seconds * 1000;
  const ebmlHeader = element(0x1a45dfa3, [
    element(0x4286, uint(1)),
    element(0x42f7, uint(1)),
    element(0x42f2, uint(4)),
    element(0x42f3, uint(8)),
    element(0x4282, Buffer.from('webm')),
    element(0x4287, uint(2)),
    element(0x4285, uint(2)),
  ]);
  const info = element(0x1549a966, [
    element(0x2ad7b1, uint(1_000_000)),
    element(0x4d80, Buffer.from('make-hero-video')),
    element(0x5741, Buffer.from('make-hero-video')),
    element(0x4489, float64(durationMs)),
  ]);
  const tracks = element(0x1654ae6b, [
    element(0xae, [
      element(0xd7, uint(1)),
      element(0x73c5, uint(1)),
      element(0x83, uint(1)),
      element(0x9c, uint(0)),
      element(0x86, Buffer.from(result.codec)),
      element(0x23e383, uint(Math.round(1_000_000_000 / fps))),
      element(0xe0, [element(0xb0, uint(width)), element(0xba, uint(height))]),
    ]),
  ]);
  // One cluster per keyframe group.
  const clusters: Buffer[] = [];
  let group: EncodedFrame[] = [];
  const flush = () => {
    const first = group[0];
    if (!first) return;
    clusters.push(
      element(0x1f43b675, [
        element(0xe7, uint(first.timestampMs)),
        ...group.map((frame) => simpleBlock(frame, first.timestampMs)),
      ]),
    );
    group = [];
  };
  for (const frame of result.frames) {
    if (frame.key) flush();
    group.push(frame);
  }
  flush();
  const segment = element(0x18538067, [info, tracks, ...clusters]);
  return Buffer.concat([ebmlHeader, segment]);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context: serve an empty page at http://localhost from memory.
    await page.route('http://localhost/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encoder</title>' }),
    );
    await page.goto('http://localhost/');
    // tsx compiles with keepNames, which wraps functions in a `__name` helper the page lacks.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const result = await page.evaluate(encodeInBrowser, {
      width,
      height,
      fps,
      seconds,
      bitrate,
      keyframeEvery,
    });
    await mkdir(outDir, { recursive: true });
    const webm = muxWebm(result);
    await writeFile(new URL('hero-loop.webm', `file://${outDir}`), webm);
    await writeFile(
      new URL('hero-poster.webp', `file://${outDir}`),
      Buffer.from(result.poster, 'base64'),
    );
    console.log(
      `hero-loop.webm: ${result.codec}, ${result.frames.length} frames, ${webm.length} bytes; poster ${Buffer.from(result.poster, 'base64').length} bytes`,
    );
  } finally {
    await browser.close();
  }
}

await main();
