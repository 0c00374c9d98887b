export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export const BROTLI_QUALITY: {firstView: number; other: number};
export const GZIP_LEVEL: {routeChunks: number; other: number};
export function compressFiles(
  files: string[],
  options?: {minBytes?: number; firstView?: Set<string>; concurrency?: number},
): Promise<number>;
