// TODO(wave O): remove once test/e2e/ imports site/widget-catalogue.ts (the end-to-end rewrite). Kept so the
// e2e files, which this branch may not touch, still load under Playwright's TypeScript loader.
export * from '../site/widget-catalogue.js';
