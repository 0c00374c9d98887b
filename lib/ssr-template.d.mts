export function startAfterFirstPaint(urls: string[]): void;
export const ssrTemplate: string;
