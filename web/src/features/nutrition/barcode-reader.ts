/** A code the camera saw, as the Shape Detection API reports it. */
export interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
/** The retail codes a food package carries. */
export const FOOD_BARCODE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf'] as const;
export type BarcodeReaderClass = new (options: {
  formats: (typeof FOOD_BARCODE_FORMATS)[number][];
}) => BarcodeReader;

/**
 * The browser's own barcode reader where it has one (Chrome on Android and macOS, Edge), else the
 * same interface over zxing-cpp's WebAssembly build (iPhones, Firefox, desktop Linux). The
 * WebAssembly file is part of this app's build and loads from its origin only when a member without
 * a native reader opens the camera; the library's default would fetch it from a CDN.
 */
export async function loadBarcodeReader(): Promise<BarcodeReaderClass> {
  const native = (globalThis as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector;
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
    },
  });
  return BarcodeDetector;
}
