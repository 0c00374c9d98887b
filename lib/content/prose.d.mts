// Types of lib/content/prose.mjs.
export declare function withoutCode(source: string): string;
export declare function proseWords(body: string): number;
