/**
 * Makes the sample podcast feed's audio, in the repo, without any download: a few seconds of a
 * soft two-note chime per episode, written as 8 kHz, 8-bit mono WAV (the header below is the
 * whole format). Short on purpose: they let every state of the site's audio player (loading,
 * playing, paused, seek, volume, end) be tried in the sandbox, where the sample feed has no real
 * episodes to point at.
 *
 * Run: `tsx web/scripts/make-podcast-audio.ts` (writes web/public/audio/sample-episode-{1,2,3}.wav).
 * The outputs are committed; the build does not run this.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const sampleRate = 8000;
const seconds = 4;
const outDir = fileURLToPath(new URL('../public/audio/', import.meta.url));

/** Two notes per episode (Hz): the episodes sound different, so a test can tell them apart. */
const chimes: readonly [number, number][] = [
  [440, 660],
  [392, 587],
  [349, 523],
];

/** 8-bit unsigned PCM: a note that fades in and out, then the second one. */
function samples([first, second]: readonly [number, number]): Uint8Array {
  const count = sampleRate * seconds;
  const data = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = i / sampleRate;
    const half = seconds / 2;
    const local = t % half;
    const envelope = Math.sin((Math.PI * local) / half) ** 2;
    const frequency = t < half ? first : second;
    data[i] = Math.round(128 + 90 * envelope * Math.sin(2 * Math.PI * frequency * t));
  }
  return data;
}

/** A RIFF/WAVE file around PCM data. */
function wav(data: Uint8Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // byte rate: rate x 1 channel x 1 byte
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, Buffer.from(data)]);
}

await mkdir(outDir, { recursive: true });
for (const [index, chime] of chimes.entries()) {
  const file = `${outDir}sample-episode-${index + 1}.wav`;
  await writeFile(file, wav(samples(chime)));
  console.log(`audio: ${file}`);
}
