import type { Plugin } from 'vite';
import { encodePng } from './png.ts';

/** Brand colours of the icons; the same values are the manifest's theme colour. */
export const ICON_BACKGROUND = [29, 78, 216] as const; // #1d4ed8
const MARK = [255, 255, 255] as const;

type Point = readonly [number, number];

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [px, py] = p;
  const [ax, ay] = a;
  const [bx, by] = b;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Draws the app icon: an upward chevron over a rising bar ("elevate") in white on the brand blue.
 * `maskable` fills the whole square and keeps the mark inside the central safe zone.
 */
export function drawIcon(size: number, maskable: boolean): Buffer {
  const samples = 4;
  const pixels = new Uint8Array(size * size * 4);
  const scale = maskable ? 0.62 : 0.8;
  const lineWidth = 0.11 * scale;
  const mapped = (x: number, y: number): Point => [0.5 + (x - 0.5) * scale, 0.5 + (y - 0.5) * scale];
  const chevron: Point[] = [mapped(0.22, 0.58), mapped(0.5, 0.3), mapped(0.78, 0.58)];
  const bar: Point[] = [mapped(0.3, 0.76), mapped(0.7, 0.76)];
  const markDistance = (x: number, y: number) => {
    const p: Point = [x, y];
    return Math.min(
      distanceToSegment(p, chevron[0]!, chevron[1]!),
      distanceToSegment(p, chevron[1]!, chevron[2]!),
      distanceToSegment(p, bar[0]!, bar[1]!),
    );
  };
  const cornerRadius = 0.18;
  const edgeDistance = (x: number, y: number) => {
    const cx = Math.min(Math.max(x, cornerRadius), 1 - cornerRadius);
    const cy = Math.min(Math.max(y, cornerRadius), 1 - cornerRadius);
    return cornerRadius - Math.hypot(x - cx, y - cy);
  };
  const pixel = 1 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const cx = (px + 0.5) / size;
      const cy = (py + 0.5) / size;
      let background: number;
      let mark: number;
      const nearMark = Math.abs(markDistance(cx, cy) - lineWidth / 2) < pixel;
      const nearEdge = !maskable && Math.abs(edgeDistance(cx, cy)) < pixel;
      if (!nearMark && !nearEdge) {
        // Far from every edge: one sample decides the whole pixel.
        background = maskable || edgeDistance(cx, cy) >= 0 ? 1 : 0;
        mark = background && markDistance(cx, cy) <= lineWidth / 2 ? 1 : 0;
      } else {
        // On an edge: supersample for smooth anti-aliased outlines.
        let inside = 0;
        let onMark = 0;
        for (let sy = 0; sy < samples; sy++) {
          for (let sx = 0; sx < samples; sx++) {
            const x = (px + (sx + 0.5) / samples) / size;
            const y = (py + (sy + 0.5) / samples) / size;
            if (!maskable && edgeDistance(x, y) < 0) continue;
            inside++;
            if (markDistance(x, y) <= lineWidth / 2) onMark++;
          }
        }
        background = inside / (samples * samples);
        mark = inside ? onMark / inside : 0;
      }
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(ICON_BACKGROUND[c]! * (1 - mark) + MARK[c]! * mark);
      pixels[i + 3] = Math.round(background * 255);
    }
  }
  return encodePng(size, size, pixels);
}

/** The icon files the web manifest and index.html refer to. */
export const ICON_FILES = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/maskable-512.png', size: 512, maskable: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

/** A Vite plugin that draws the app icons at build time, so no binary files live in the repository. */
export function appIcons(): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of ICON_FILES) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: drawIcon(icon.size, icon.maskable) });
      }
    },
  };
}
