/**
 * A camera picture of an EAN-13 barcode for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which plays a Y4M file: black bars on white, drawn from
 * the symbology's own tables so a browser test can point "the camera" at a real code.
 */

const LEFT_ODD = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const LEFT_EVEN = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const RIGHT = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** The first digit is not drawn: it is read from which left digits use the even table. */
const FIRST_DIGIT_PARITY = [
  'OOOOOO',
  'OOEOEE',
  'OOEEOE',
  'OOEEEO',
  'OEOOEE',
  'OEEOOE',
  'OEEEOE',
  'OEOEEO',
  'OEOEOE',
  'OEEOEO',
];

/** The 95 modules of an EAN-13 symbol, '1' for a bar. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not 13 digits: ${code}`);
  const digits = [...code].map(Number);
  const parity = FIRST_DIGIT_PARITY[digits[0] ?? 0] ?? '';
  const left = digits
    .slice(1, 7)
    .map((digit, index) => (parity[index] === 'E' ? LEFT_EVEN : LEFT_ODD)[digit])
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => RIGHT[digit])
    .join('');
  return `101${left}01010${right}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 5;
const BAR_TOP = 90;
const BAR_BOTTOM = 390;
const WHITE = 235;
const BLACK = 16;

/** A short Y4M video (4:2:0, grey chroma) of the code centred on a white card; the camera loops it. */
export function barcodeVideo(code: string, frames = 2): Buffer {
  const modules = ean13Modules(code);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = BAR_TOP; y < BAR_BOTTOM; y++) {
    for (let module = 0; module < modules.length; module++) {
      if (modules[module] !== '1') continue;
      const start = y * WIDTH + left + module * MODULE_PX;
      luma.fill(BLACK, start, start + MODULE_PX);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
