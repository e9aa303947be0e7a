// TODO(wave O): remove once test/e2e/ imports scripts/measure-frames.ts (the end-to-end rewrite). Kept so the
// e2e files, which this branch may not touch, still load under Playwright's TypeScript loader.
export * from './measure-frames.js';
