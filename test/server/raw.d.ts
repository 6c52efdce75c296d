/** A file's text, imported with Vite's `?raw` suffix (test-seed.test.ts reads wrangler.toml so). */
declare module "*?raw" {
  const text: string;
  export default text;
}
