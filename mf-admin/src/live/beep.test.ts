import { describe, expect, it } from 'vitest';
import { chimeDataUri, chimeWav } from './beep';

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe('chimeWav', () => {
  it('is a well-formed mono 8-bit PCM WAV whose sizes match its data', () => {
    const wav = chimeWav();
    const view = new DataView(wav.buffer);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint16(34, true)).toBe(8);
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(wav.length - 44);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
  });

  it('is short (under half a second) and not silent', () => {
    const wav = chimeWav();
    const rate = new DataView(wav.buffer).getUint32(24, true);
    expect((wav.length - 44) / rate).toBeLessThan(0.5);
    const samples = wav.subarray(44);
    expect(Math.max(...samples) - Math.min(...samples)).toBeGreaterThan(100);
  });

  it('becomes a data: URI an audio element can load', () => {
    const uri = chimeDataUri();
    expect(uri.startsWith('data:audio/wav;base64,UklGR')).toBe(true);
    expect(atob(uri.split(',')[1]!).length).toBe(chimeWav().length);
  });
});
