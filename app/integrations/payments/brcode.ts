/**
 * PIX "BR Code" (EMV QR Code Merchant Presented Mode, as the Banco Central specifies): TLV fields
 * id(2) + length(2) + value, ending with a CRC16-CCITT of everything before it.
 */
export interface BrCodeInput {
  pixKey: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters and digits. */
  txid: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, upper-case hex of 4 digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Plain ASCII as the EMV fields require: accents dropped, other characters removed. */
function ascii(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .-]/g, "")
    .trim()
    .slice(0, max);
}

export function buildBrCode(input: BrCodeInput): string {
  const payload =
    field("00", "01") +
    field("26", field("00", "br.gov.bcb.pix") + field("01", input.pixKey)) +
    field("52", "0000") +
    field("53", "986") +
    field("54", (input.amountCents / 100).toFixed(2)) +
    field("58", "BR") +
    field("59", ascii(input.merchantName, 25) || "MEMORIAL") +
    field("60", ascii(input.merchantCity, 15) || "SAO PAULO") +
    field("62", field("05", input.txid.replace(/[^A-Za-z0-9]/g, "").slice(0, 25) || "***")) +
    "6304";
  return payload + crc16(payload);
}

/** Reads the top-level TLV fields of a BR Code (for checks and tests). */
export function parseBrCode(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const length = Number(code.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error("Invalid BR Code.");
    fields.set(id, code.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** True when the code's last field is a CRC that matches the rest. */
export function hasValidCrc(code: string): boolean {
  return code.length > 8 && code.slice(-8, -4) === "6304" && crc16(code.slice(0, -4)) === code.slice(-4);
}
