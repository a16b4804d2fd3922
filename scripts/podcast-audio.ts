/**
 * The embedded dataset's podcast recordings (fixtures/content/src/audio.ts), synthesised and
 * encoded to MP3 with LAME (@breezystack/lamejs): a quiet tune of bell-like notes on a pentatonic
 * scale over a soft drone, fading in and out, in each recording's own key and pace. Deterministic:
 * the notes come from a generator seeded with the recording's name, so the same script gives
 * byte-identical files. Used by scripts/build-media.ts.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import type { AudioDef } from '@fixtures/content/src/audio';

/** 16 kHz mono at 16 kbit/s: plenty for a tune of sine tones, some 2 KB a second. */
export const SAMPLE_RATE = 16_000;
const KBPS = 16;
/** LAME's input block. */
const BLOCK = 1152;

/** Just intonation of a major pentatonic scale over two octaves. */
const SCALE = [1, 9 / 8, 5 / 4, 3 / 2, 5 / 3, 2, 9 / 4, 5 / 2];

/** A small seeded generator (mulberry32): the same name gives the same tune. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The recording as samples between -1 and 1. */
export function synthesise(def: AudioDef): Float32Array {
  const length = def.seconds * SAMPLE_RATE;
  const samples = new Float32Array(length);
  const next = random(def.name);

  // The drone: the root an octave down, breathing slowly.
  for (let i = 0; i < length; i++) {
    const time = i / SAMPLE_RATE;
    const breath = 0.5 + 0.5 * Math.sin(2 * Math.PI * 0.1 * time);
    samples[i] = 0.05 * breath * Math.sin(2 * Math.PI * (def.rootHz / 2) * time);
  }

  // The tune: a random walk over the scale, a note on each beat, a rest at the end of each phrase.
  const decay = 0.45;
  const noteSamples = Math.round(4 * decay * SAMPLE_RATE);
  let step = 2;
  const beats = Math.floor((def.seconds - 3) * def.pace);
  for (let beat = 0; beat < beats; beat++) {
    if (beat % 8 === 7) continue;
    step = Math.min(SCALE.length - 1, Math.max(0, step + Math.round((next() - 0.5) * 4)));
    const frequency = def.rootHz * (SCALE[step] ?? 1);
    const start = Math.round((1 + beat / def.pace) * SAMPLE_RATE);
    const loudness = 0.14 + 0.06 * next();
    for (let n = 0; n < noteSamples && start + n < length; n++) {
      const time = n / SAMPLE_RATE;
      const envelope = Math.min(1, time / 0.01) * Math.exp(-time / decay);
      const phase = 2 * Math.PI * frequency * time;
      const bell = Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase);
      samples[start + n] = (samples[start + n] ?? 0) + loudness * envelope * bell;
    }
  }

  // Fade in over half a second and out over the last two.
  for (let i = 0; i < length; i++) {
    const time = i / SAMPLE_RATE;
    const fade = Math.min(1, time / 0.5, (def.seconds - time) / 2);
    samples[i] = Math.max(-1, Math.min(1, (samples[i] ?? 0) * fade));
  }
  return samples;
}

/** The recording encoded as MP3. */
export function podcastMp3(def: AudioDef): Buffer {
  const samples = synthesise(def);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round((samples[i] ?? 0) * 32_767);
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < pcm.length; offset += BLOCK) {
    parts.push(encoder.encodeBuffer(pcm.subarray(offset, offset + BLOCK)));
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
}
