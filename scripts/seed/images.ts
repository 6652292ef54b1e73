/**
 * Procedural demo images: calm portraits and landscapes drawn as SVG and rasterised with sharp.
 * No network, no files; the same seed always gives the same picture.
 */
import { createRandom, type Random } from "./random";
import { f, fromHex, hex, hsl, mix, rasterise, type Rgb } from "./svg";

export { landscapeImage } from "./landscape";

// ---------------------------------------------------------------------------------------------
// Portraits

const SKIN = ["#f1d3bd", "#e8bf9f", "#d9a67f", "#c48a62", "#a86f4a", "#8a5638", "#6b4029", "#f3dcc9"];
const HAIR = ["#2b211c", "#3b2a20", "#1f1a17", "#5a4030", "#7d5a3c", "#8d8a86", "#b9b5b0", "#d8d4ce", "#6f6a66"];
const CLOTHES = ["#2f3e55", "#5b2c35", "#4a5a3f", "#3a3a40", "#6d5a4a", "#3f5f6b", "#7a5560", "#d9d2c5", "#5c4b6e"];
/** Background hue and saturation: sky blue, lavender dusk, peach, sage, sand, rose, teal. */
const BACKDROPS: Array<[number, number]> = [
  [205, 38],
  [255, 22],
  [24, 48],
  [140, 16],
  [40, 34],
  [350, 28],
  [185, 24],
];

export type HairStyle = "short" | "parted" | "long" | "bun" | "bob" | "curly" | "receding";

const HAIR_STYLES: readonly HairStyle[] = ["short", "long", "parted", "bun", "receding", "bob", "curly"];

/** The hair style `portraitImage(seed)` draws, so callers can pick a fitting portrait. */
export function portraitHairStyle(seed: number): HairStyle {
  return HAIR_STYLES[Math.abs(Math.trunc(seed)) % HAIR_STYLES.length]!;
}

/** Head: an egg shape centred on x=600, crown at y=300, temples at y=470, chin at y=660. */
const HEAD =
  "M 600 298 C 692 298, 742 370, 740 468 C 738 560, 684 650, 600 662 C 516 650, 462 560, 460 468 C 458 370, 508 298, 600 298 Z";

function hairShapes(style: HairStyle, r: Random, colour: string): { back: string; front: string } {
  const part = r.range(-40, 40);
  const top = r.range(270, 284);
  // Follows the crown a little outside the head and comes down to the temples; the inner edge
  // is the hairline, higher on the side of the parting.
  const cap = (side = 500) =>
    `<path d="M 452 ${side} C 436 366, 500 ${top}, 600 ${top} C 700 ${top}, 764 366, 748 ${side} ` +
    `C 738 440, 722 402, 692 382 C ${f(650 + part)} 354, ${f(560 + part)} 352, 520 376 C 484 398, 462 440, 452 ${side} Z" fill="${colour}"/>`;
  switch (style) {
    case "short":
      return { back: "", front: cap(r.range(470, 500)) };
    case "parted":
      return {
        back: "",
        front:
          cap(500) +
          `<path d="M 456 470 C 450 370, 520 320, ${f(640 + part)} 330 C ${f(580 + part)} 350, 500 390, 456 470 Z" fill="${colour}"/>`,
      };
    case "receding":
      return {
        back: "",
        front:
          `<path d="M 458 540 C 446 450, 458 392, 486 362 C 478 420, 478 480, 486 560 Z" fill="${colour}"/>` +
          `<path d="M 742 540 C 754 450, 742 392, 714 362 C 722 420, 722 480, 714 560 Z" fill="${colour}"/>`,
      };
    case "bun":
      return {
        back: `<ellipse cx="${f(600 + part)}" cy="${f(top - 8)}" rx="${f(r.range(64, 76))}" ry="${f(r.range(54, 64))}" fill="${colour}"/>`,
        front: cap(520),
      };
    case "bob": {
      const end = r.range(650, 700);
      return {
        back: `<path d="M 440 470 C 430 340, 500 ${top - 6}, 600 ${top - 6} C 700 ${top - 6}, 770 340, 760 470 C 764 560, 774 ${f(end - 50)}, 792 ${f(end)} C 740 ${f(end + 14)}, 700 ${f(end + 6)}, 680 ${f(end - 10)} L 520 ${f(end - 10)} C 500 ${f(end + 6)}, 460 ${f(end + 14)}, 408 ${f(end)} C 426 ${f(end - 50)}, 436 560, 440 470 Z" fill="${colour}"/>`,
        front: cap(540),
      };
    }
    case "long": {
      const end = r.range(900, 980);
      return {
        back: `<path d="M 440 470 C 428 336, 500 ${top - 8}, 600 ${top - 8} C 700 ${top - 8}, 772 336, 760 470 C 766 620, 790 760, 830 ${f(end)} C 740 ${f(end + 26)}, 680 ${f(end - 30)}, 660 760 L 540 760 C 520 ${f(end - 30)}, 460 ${f(end + 26)}, 370 ${f(end)} C 410 760, 434 620, 440 470 Z" fill="${colour}"/>`,
        front: cap(560),
      };
    }
    case "curly": {
      const puffs = Array.from({ length: 16 }, (_, i) => {
        const a = Math.PI * (0.9 + (i / 15) * 1.2);
        const rad = r.range(176, 190);
        return `<circle cx="${f(600 + Math.cos(a) * rad)}" cy="${f(450 + Math.sin(a) * rad * 0.92)}" r="${f(r.range(54, 66))}"/>`;
      }).join("");
      return { back: `<g fill="${colour}"><ellipse cx="600" cy="440" rx="196" ry="186"/>${puffs}</g>`, front: "" };
    }
  }
}

function collar(r: Random, skin: string, cloth: Rgb): string {
  const dark = hex(mix(cloth, [0, 0, 0], 0.32));
  const light = hex(mix(cloth, [255, 255, 255], 0.8));
  switch (r.int(0, 3)) {
    case 0: // V-neck
      return `<path d="M 534 786 L 666 786 L 600 910 Z" fill="${skin}"/>`;
    case 1: // shirt and jacket
      return (
        `<path d="M 534 786 L 666 786 L 600 1000 Z" fill="${light}"/>` +
        `<path d="M 540 786 L 600 868 L 566 900 L 512 812 Z M 660 786 L 600 868 L 634 900 L 688 812 Z" fill="${hex(mix(cloth, [255, 255, 255], 0.9))}"/>` +
        `<path d="M 512 812 L 600 1200 L 450 1200 L 452 880 Z M 688 812 L 600 1200 L 750 1200 L 748 880 Z" fill="${dark}" fill-opacity="0.5"/>`
      );
    case 2: // round neckline
      return `<path d="M 536 786 C 546 850, 654 850, 664 786 Z" fill="${skin}"/>`;
    default: // a light scarf
      return `<path d="M 526 796 C 560 850, 640 850, 674 796 C 690 850, 650 900, 600 904 C 550 900, 510 850, 526 796 Z" fill="${light}" fill-opacity="0.92"/>`;
  }
}

/** A square 1200×1200 JPEG: a stylised head-and-shoulders silhouette on a soft backdrop. */
export async function portraitImage(seed: number): Promise<Buffer> {
  const r = createRandom(0x5eed + seed * 7919);
  const [hue, sat] = r.pick(BACKDROPS);
  const bgHue = hue + r.range(-8, 8);
  const top = hex(hsl(bgHue, sat, 86));
  const bottom = hex(hsl(bgHue + 12, sat * 0.9, 66));
  const skinBase = fromHex(r.pick(SKIN));
  const skin = hex(skinBase);
  const skinShade = hex(mix(skinBase, [40, 20, 10], 0.22));
  const skinLight = hex(mix(skinBase, [255, 245, 235], 0.18));
  const cloth = fromHex(r.pick(CLOTHES));
  const hairColour = r.pick(HAIR);
  const style = portraitHairStyle(seed);
  const hair = hairShapes(style, r, hairColour);
  const shoulder = r.range(-30, 30);
  const glowX = r.range(35, 65);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="glow" cx="${glowX}%" cy="36%" r="48%"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.65"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
    <radialGradient id="face" cx="42%" cy="38%" r="70%"><stop offset="0" stop-color="${skinLight}"/><stop offset="0.6" stop-color="${skin}"/><stop offset="1" stop-color="${skinShade}"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(mix(cloth, [255, 255, 255], 0.12))}"/><stop offset="1" stop-color="${hex(mix(cloth, [0, 0, 0], 0.25))}"/></linearGradient>
    <radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="0.55" stop-color="#1a1410" stop-opacity="0"/><stop offset="1" stop-color="#1a1410" stop-opacity="0.38"/></radialGradient>
  </defs>
  <rect width="1200" height="1200" fill="url(#bg)"/>
  <rect width="1200" height="1200" fill="url(#glow)"/>
  <g opacity="0.96">
    ${hair.back}
    <path d="M 545 600 C 550 690, 546 750, 530 800 L 670 800 C 654 750, 650 690, 655 600 Z" fill="${skinShade}"/>
    <path d="M ${f(200 + shoulder)} 1200 C ${f(196 + shoulder)} 1040, ${f(220 + shoulder)} 920, ${f(300 + shoulder * 0.5)} 872 C 370 832, 470 822, 536 788 L 664 788 C 730 822, 830 832, ${f(900 - shoulder * 0.5)} 872 C ${f(980 - shoulder)} 920, ${f(1004 - shoulder)} 1040, ${f(1000 - shoulder)} 1200 Z" fill="url(#cloth)"/>
    ${collar(r, skinShade, cloth)}
    <path d="${HEAD}" fill="url(#face)"/>
    ${hair.front}
  </g>
  <rect width="1200" height="1200" fill="url(#vignette)"/>
</svg>`;
  return rasterise(svg);
}
