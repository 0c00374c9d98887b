// Types for docs.mjs, which the Playwright tests (TypeScript) share with the scripts.
export declare const DOCS_DIR: string;
export declare function listDocs(dir?: string): string[];
export declare function routeOfDoc(file: string): string | null;
export declare function docRoutes(): Set<string | null>;
