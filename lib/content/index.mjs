// The content library: everything that reads articles, the route catalogue or MDX goes through here.
export * from './routes.mjs';
export * from './front-matter.mjs';
export * from './docs.mjs';
export * from './mdx.mjs';
export * from './prose.mjs';
