import type { CardDesign } from "./card-designs";

/** A design's colours and its background, drawn as SVG at the card's size. */
export interface CardArt {
  name: string;
  text: string;
  muted: string;
  ring: string;
  qrDark: string;
  qrLight: string;
  background(width: number, height: number): string;
}

const leaf = (cx: number, cy: number, rx: number, ry: number, angle: number, fill: string, opacity: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="${fill}" fill-opacity="${opacity}"/>`;

function spray(cx: number, cy: number, flip: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const angle = flip * (20 + i * 28);
    const r = 70 + i * 6;
    const x = cx + flip * Math.cos((angle * Math.PI) / 180) * r * 0.9;
    const y = cy + Math.sin((angle * Math.PI) / 180) * r * 0.9;
    parts.push(leaf(x, y, 64, 22, angle, i % 2 ? "#9db89a" : "#7f9f7c", 0.55));
  }
  for (let i = 0; i < 5; i += 1) {
    const angle = i * 72;
    const x = cx + Math.cos((angle * Math.PI) / 180) * 22;
    const y = cy + Math.sin((angle * Math.PI) / 180) * 22;
    parts.push(leaf(x, y, 30, 18, angle, "#d9a9b5", 0.8));
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="12" fill="#e9d38f"/>`);
  return parts.join("");
}

export const CARD_ART: Record<CardDesign, CardArt> = {
  ceu: {
    name: "#1c3550",
    text: "#22405e",
    muted: "#3d5b78",
    ring: "#ffffff",
    qrDark: "#1c3550",
    qrLight: "#ffffff",
    background: (w, h) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#a9cdeb"/><stop offset="0.55" stop-color="#dcebf7"/><stop offset="1" stop-color="#f5f9fc"/>
      </linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <g fill="#ffffff" fill-opacity="0.55">
        <ellipse cx="${w * 0.12}" cy="${h * 0.08}" rx="170" ry="48"/><ellipse cx="${w * 0.22}" cy="${h * 0.06}" rx="110" ry="52"/>
        <ellipse cx="${w * 0.86}" cy="${h * 0.15}" rx="180" ry="44"/><ellipse cx="${w * 0.78}" cy="${h * 0.13}" rx="100" ry="46"/>
      </g>`,
  },
  classico: {
    name: "#3b2f25",
    text: "#4a3c30",
    muted: "#6b5a48",
    ring: "#b08d57",
    qrDark: "#3b2f25",
    qrLight: "#fbf7ee",
    background: (w, h) => `<rect width="${w}" height="${h}" fill="#f7f1e3"/>
      <rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="#b08d57" stroke-width="6"/>
      <rect x="46" y="46" width="${w - 92}" height="${h - 92}" fill="none" stroke="#b08d57" stroke-width="2"/>
      ${[
        [46, 46],
        [w - 46, 46],
        [46, h - 46],
        [w - 46, h - 46],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x! - 14}" y="${y! - 14}" width="28" height="28" transform="rotate(45 ${x} ${y})" fill="#b08d57"/>`,
        )
        .join("")}`,
  },
  floral: {
    name: "#3e3a45",
    text: "#45404d",
    muted: "#645d6d",
    ring: "#d9a9b5",
    qrDark: "#3e3a45",
    qrLight: "#ffffff",
    background: (w, h) => `<defs><linearGradient id="petal" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f8eef1"/><stop offset="1" stop-color="#eef3ec"/>
      </linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#petal)"/>
      ${spray(90, 90, 1)}${spray(w - 90, 90, -1)}${spray(90, h - 90, 1)}${spray(w - 90, h - 90, -1)}`,
  },
};
