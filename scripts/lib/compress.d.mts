export const COMPRESSIBLE: RegExp;
export function compressFiles(files: string[], options?: {minBytes?: number; concurrency?: number}): Promise<number>;
