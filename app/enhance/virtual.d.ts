declare module "virtual:enhance-script" {
  /** The minified enhancement script (app/enhance/index.ts), ready to inline. */
  const code: string;
  export default code;
}
