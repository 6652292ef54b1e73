import QRCode from "qrcode";

/** A QR code's dark modules as squares of a grid (no quiet zone): drawn as vectors in SVG and PDF. */
export interface QrMatrix {
  size: number;
  dark: [row: number, column: number][];
}

export function qrMatrix(text: string): QrMatrix {
  const code = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = code.modules;
  const dark: [number, number][] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) if (data[row * size + column]) dark.push([row, column]);
  }
  return { size, dark };
}

/** The QR as one SVG path at (x, y), `width` wide, on a light square with a 4-module quiet zone. */
export function qrSvg(matrix: QrMatrix, x: number, y: number, width: number, dark: string, light: string): string {
  const cell = width / (matrix.size + 8);
  const d = matrix.dark
    .map(
      ([row, column]) =>
        `M${(x + (column + 4) * cell).toFixed(2)} ${(y + (row + 4) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h${(-cell).toFixed(2)}z`,
    )
    .join("");
  return `<rect x="${x}" y="${y}" width="${width}" height="${width}" fill="${light}"/><path fill="${dark}" d="${d}"/>`;
}
