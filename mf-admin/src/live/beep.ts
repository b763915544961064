/** Sample rate of the generated alert sound: plenty for a single tone, and keeps it under 3 kB. */
const SAMPLE_RATE = 8000;

/**
 * A short two-note chime as a mono 8-bit WAV file, built in memory so the alert needs no audio asset
 * (and works offline). Each note fades in and out to avoid clicks.
 */
export function chimeWav(notes: readonly number[] = [880, 1320], noteSeconds = 0.12): Uint8Array {
  const perNote = Math.round(SAMPLE_RATE * noteSeconds);
  const samples = perNote * notes.length;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate: 1 byte per sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  notes.forEach((frequency, note) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.min(1, i / 80, (perNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope;
      bytes[44 + note * perNote + i] = Math.round(128 + value * 100);
    }
  });
  return bytes;
}

/** The chime as a data: URI an Audio element can play. */
export function chimeDataUri(): string {
  let binary = '';
  for (const byte of chimeWav()) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
