declare module "virtual:enhance-scripts" {
  import type { EnhanceModule, SHELL_MODULE } from "~/enhance/modules";

  /** Each enhancement script (app/enhance/entries/<name>.ts), bundled and minified, ready to inline. */
  const scripts: Readonly<Record<EnhanceModule | typeof SHELL_MODULE, string>>;
  export default scripts;
}
