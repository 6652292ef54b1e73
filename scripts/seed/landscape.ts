/** Procedural landscapes for cemeteries and galleries: sky, light, hills or sea, trees, a chapel. */
import { createRandom, type Random } from "./random";
import { f, fromHex, hex, hsl, mix, rasterise } from "./svg";

const W = 1600;
const H = 1000;

interface Mood {
  top: string;
  horizon: string;
  light: string;
  /** Hue, saturation and lightness of the nearest land. */
  land: [number, number, number];
  night?: boolean;
  lightY: [number, number];
}

const MOODS: Mood[] = [
  { top: "#8ea8c8", horizon: "#f3d3b6", light: "#fff2dc", land: [105, 20, 34], lightY: [0.5, 0.62] },
  { top: "#7aa3cc", horizon: "#e6ecee", light: "#fffbea", land: [100, 26, 36], lightY: [0.16, 0.3] },
  { top: "#86a0c0", horizon: "#f1d6a4", light: "#ffe8b0", land: [78, 24, 32], lightY: [0.35, 0.5] },
  { top: "#4c5a86", horizon: "#eeae8c", light: "#ffd2a0", land: [265, 14, 26], lightY: [0.48, 0.6] },
  { top: "#121a31", horizon: "#3a4a72", light: "#f3f0e4", land: [225, 20, 15], night: true, lightY: [0.12, 0.3] },
  { top: "#a7b4bf", horizon: "#e6e2da", light: "#fbf8f0", land: [120, 12, 40], lightY: [0.2, 0.35] },
];

type Ridge = (x: number) => number;

function ridge(r: Random, base: number, amplitude: number): Ridge {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    a: amplitude / (i + 1) ** 1.2,
    k: (r.range(0.6, 1.4) * (i + 1) * Math.PI * 2) / W,
    p: r.range(0, Math.PI * 2),
  }));
  return (x) => base - waves.reduce((sum, w) => sum + w.a * (0.5 + 0.5 * Math.sin(w.k * x + w.p)), 0);
}

function ridgePath(line: Ridge): string {
  let d = `M 0 ${H} L 0 ${f(line(0))}`;
  for (let x = 20; x <= W; x += 20) d += ` L ${x} ${f(line(x))}`;
  return `${d} L ${W} ${H} Z`;
}

function cypress(x: number, y: number, height: number, colour: string): string {
  const w = height * 0.16;
  return `<path d="M ${f(x)} ${f(y - height)} C ${f(x + w * 0.7)} ${f(y - height * 0.72)}, ${f(x + w * 0.62)} ${f(y - height * 0.2)}, ${f(x + w * 0.3)} ${f(y + 2)} L ${f(x - w * 0.3)} ${f(y + 2)} C ${f(x - w * 0.62)} ${f(y - height * 0.2)}, ${f(x - w * 0.7)} ${f(y - height * 0.72)}, ${f(x)} ${f(y - height)} Z" fill="${colour}"/>`;
}

function roundTree(r: Random, x: number, y: number, size: number, colour: string): string {
  const crowns = Array.from({ length: 4 }, () => {
    const dx = r.range(-0.35, 0.35) * size;
    const dy = r.range(-0.2, 0.15) * size;
    return `<circle cx="${f(x + dx)}" cy="${f(y - size * 0.85 + dy)}" r="${f(size * r.range(0.3, 0.42))}"/>`;
  }).join("");
  return `<g fill="${colour}"><rect x="${f(x - size * 0.05)}" y="${f(y - size * 0.6)}" width="${f(size * 0.1)}" height="${f(size * 0.62)}"/>${crowns}</g>`;
}

function chapel(x: number, y: number, s: number, colour: string, window: string | undefined): string {
  const p = (dx: number, dy: number) => `${f(x + dx * s)} ${f(y - dy * s)}`;
  const glow = window
    ? `<rect x="${f(x - 30 * s)}" y="${f(y - 34 * s)}" width="${f(8 * s)}" height="${f(14 * s)}" fill="${window}"/>` +
      `<rect x="${f(x + 16 * s)}" y="${f(y - 34 * s)}" width="${f(8 * s)}" height="${f(14 * s)}" fill="${window}"/>`
    : "";
  return (
    `<g fill="${colour}">` +
    `<path d="M ${p(-46, -2)} L ${p(-46, 50)} L ${p(-6, 80)} L ${p(46, 50)} L ${p(46, -2)} Z"/>` +
    `<path d="M ${p(-18, 60)} L ${p(-18, 112)} L ${p(-4, 136)} L ${p(10, 112)} L ${p(10, 60)} Z"/>` +
    `<path d="M ${p(-5, 136)} L ${p(-5, 158)} M ${p(-12, 150)} L ${p(2, 150)}" stroke="${colour}" stroke-width="${f(2.6 * s)}"/>` +
    `</g>${glow}`
  );
}

function gate(x: number, y: number, s: number, colour: string): string {
  const pillar = (px: number) =>
    `<rect x="${f(px - 16 * s)}" y="${f(y - 190 * s)}" width="${f(32 * s)}" height="${f(192 * s)}"/>` +
    `<rect x="${f(px - 22 * s)}" y="${f(y - 204 * s)}" width="${f(44 * s)}" height="${f(16 * s)}"/>` +
    `<circle cx="${f(px)}" cy="${f(y - 214 * s)}" r="${f(10 * s)}"/>`;
  const left = x - 110 * s;
  const right = x + 110 * s;
  const bars = Array.from({ length: 11 }, (_, i) => {
    const bx = left + 16 * s + ((right - left - 32 * s) * i) / 10;
    const rise = Math.sin((Math.PI * i) / 10) * 40 * s;
    return `M ${f(bx)} ${f(y)} L ${f(bx)} ${f(y - 150 * s - rise)}`;
  }).join(" ");
  return (
    `<g fill="${colour}">${pillar(left)}${pillar(right)}</g>` +
    `<path d="${bars} M ${f(left)} ${f(y - 150 * s)} Q ${f(x)} ${f(y - 230 * s)} ${f(right)} ${f(y - 150 * s)} M ${f(left)} ${f(y - 60 * s)} L ${f(right)} ${f(y - 60 * s)}" fill="none" stroke="${colour}" stroke-width="${f(4 * s)}"/>` +
    `<path d="M ${f(x)} ${f(y - 196 * s)} L ${f(x)} ${f(y - 236 * s)} M ${f(x - 12 * s)} ${f(y - 224 * s)} L ${f(x + 12 * s)} ${f(y - 224 * s)}" stroke="${colour}" stroke-width="${f(4 * s)}"/>`
  );
}

/** A 1600×1000 JPEG landscape: sky, sun or moon, hills or sea, trees, maybe a chapel or a gate. */
export async function landscapeImage(seed: number): Promise<Buffer> {
  const r = createRandom(0x1a4d + seed * 104729);
  const mood = MOODS[seed % MOODS.length]!;
  const haze = fromHex(mood.horizon);
  const horizon = r.range(560, 640);
  const sea = r.chance(0.35);
  const lightX = r.range(0.2, 0.8) * W;
  const lightY = r.range(mood.lightY[0], mood.lightY[1]) * horizon;
  const lightR = mood.night ? r.range(34, 44) : r.range(46, 62);
  const [lh, ls, ll] = mood.land;
  const landHue = lh + r.range(-10, 10);
  const layerColour = (depth: number) =>
    hex(mix(hsl(landHue, ls, ll + (1 - depth) * 8), haze, (1 - depth) ** 1.4 * (mood.night ? 0.45 : 0.7)));

  const parts: string[] = [];
  if (mood.night) {
    for (let i = 0; i < 90; i++) {
      parts.push(
        `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(0, horizon * 0.8))}" r="${f(r.range(0.8, 2.2))}" fill="#fffbe8" opacity="${f(r.range(0.25, 0.8))}"/>`,
      );
    }
  } else {
    for (let i = 0; i < r.int(2, 5); i++) {
      const cy = r.range(0.1, 0.55) * horizon;
      parts.push(
        `<ellipse cx="${f(r.range(0, W))}" cy="${f(cy)}" rx="${f(r.range(180, 420))}" ry="${f(r.range(18, 46))}" fill="url(#cloud)"/>`,
      );
    }
  }
  parts.push(`<circle cx="${f(lightX)}" cy="${f(lightY)}" r="${f(lightR * 6)}" fill="url(#halo)"/>`);
  parts.push(`<circle cx="${f(lightX)}" cy="${f(lightY)}" r="${f(lightR)}" fill="${mood.light}" opacity="0.95"/>`);

  const layers = sea ? 2 : 4;
  const ridges: Array<{ line: Ridge; colour: string; depth: number }> = [];
  for (let i = 0; i < layers; i++) {
    const depth = (i + 1) / 4 + (sea ? 0.5 * i : 0);
    const base = sea
      ? i === 0
        ? horizon
        : H - r.range(40, 110)
      : horizon + (i * (H - horizon)) / 4.2 + r.range(10, 40);
    const amplitude =
      sea && i === 0 ? r.range(20, 50) : i === 0 ? r.range(90, 170) : r.range(40, 110) / (i * 0.6 + 0.6);
    let line = ridge(r, base, amplitude);
    if (sea && i === 1) {
      // A headland on one side only; the rest is open water.
      const side = r.chance(0.5) ? 1 : -1;
      const width = r.range(0.35, 0.55) * W;
      const inner = line;
      line = (x) => {
        const t = side > 0 ? (x - (W - width)) / width : (width - x) / width;
        const lift = Math.min(1, Math.max(0, t * 3));
        return H + 10 - (H + 10 - inner(x)) * Math.sqrt(lift) - lift * (H - horizon) * 0.25;
      };
    }
    ridges.push({ line, colour: layerColour(Math.min(1, depth)), depth: Math.min(1, depth) });
  }

  ridges.forEach(({ line, colour, depth }, i) => {
    parts.push(`<path d="${ridgePath(line)}" fill="${colour}"/>`);
    if (sea && i === 0) {
      parts.push(`<rect x="0" y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#sea)"/>`);
      for (let k = 0; k < 16; k++) {
        const y = horizon + 8 + k ** 1.5 * 5.5;
        parts.push(
          `<ellipse cx="${f(lightX + r.range(-20, 20))}" cy="${f(y)}" rx="${f(30 + k * 9 * r.range(0.6, 1.2))}" ry="${f(1.5 + k * 0.25)}" fill="${mood.light}" opacity="${f(0.5 - k * 0.025)}"/>`,
        );
      }
      return;
    }
    if (!sea && i < layers - 1) {
      const y = line(W / 2) + 20;
      parts.push(`<rect x="0" y="${f(y - 60)}" width="${W}" height="120" fill="url(#mist)"/>`);
    }
    const dark = hex(mix(fromHex(colour), [10, 14, 12], 0.22 + depth * 0.12));
    const treeLayer = sea ? 1 : layers - 2;
    if (i === treeLayer && r.chance(0.8)) {
      const start = r.range(0.05, 0.55) * W;
      const count = r.int(4, 11);
      const round = r.chance(0.35);
      const gap = r.range(34, 60) * depth * (round ? 1.8 : 1);
      for (let t = 0; t < count; t++) {
        const x = start + t * gap + r.range(-6, 6);
        if (x > W || line(x) > H - 4) continue;
        const size = r.range(110, 180) * depth;
        parts.push(round ? roundTree(r, x, line(x) + 4, size * 0.6, dark) : cypress(x, line(x) + 4, size, dark));
      }
    }
    if (i === 1 && r.chance(0.45)) {
      const candidates = Array.from({ length: 30 }, (_, k) => 120 + k * 45).filter((x) => line(x) < H - 60);
      const x = candidates.reduce((best, c) => (line(c) < line(best) ? c : best), candidates[0] ?? W / 2);
      const window = mood.night || mood.top === "#4c5a86" ? "#f4c77c" : undefined;
      parts.push(chapel(x, line(x) + 6, 0.9 + depth * 0.5, dark, window));
    } else if (i === layers - 1 && !sea && r.chance(0.35)) {
      const x = r.range(0.3, 0.7) * W;
      parts.push(gate(x, line(x) + 30, 0.9, dark));
    }
  });

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.top}"/><stop offset="${f(horizon / H)}" stop-color="${mood.horizon}"/><stop offset="1" stop-color="${mood.horizon}"/></linearGradient>
    <radialGradient id="halo"><stop offset="0" stop-color="${mood.light}" stop-opacity="0.55"/><stop offset="0.3" stop-color="${mood.light}" stop-opacity="0.18"/><stop offset="1" stop-color="${mood.light}" stop-opacity="0"/></radialGradient>
    <radialGradient id="cloud"><stop offset="0" stop-color="#ffffff" stop-opacity="0.42"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.horizon}" stop-opacity="0"/><stop offset="0.5" stop-color="${mood.horizon}" stop-opacity="${mood.night ? 0.12 : 0.28}"/><stop offset="1" stop-color="${mood.horizon}" stop-opacity="0"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(mix(haze, fromHex(mood.top), 0.35))}"/><stop offset="1" stop-color="${hex(mix(fromHex(mood.top), [10, 20, 35], 0.35))}"/></linearGradient>
    <radialGradient id="vignette" cx="50%" cy="45%" r="80%"><stop offset="0.6" stop-color="#0d0b0a" stop-opacity="0"/><stop offset="1" stop-color="#0d0b0a" stop-opacity="0.3"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${parts.join("\n  ")}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
  return rasterise(svg);
}
