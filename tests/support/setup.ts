import "~/shared/validation/zod-locale";
import os from "node:os";
import path from "node:path";
import { wireRequestContext } from "~/composition/request-context.server";
import { registerProducts } from "~/composition/products.server";
import { registerPersonalData } from "~/composition/personal-data.server";
import { parseConfig, setConfig } from "~/shared/config.server";

// Every test process sees a valid configuration with its data under a temporary folder.
const dataDir = path.join(os.tmpdir(), `memorial-test-${process.pid}`);
setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" }));
wireRequestContext();
// Services are tested as the app runs them: with every product plugged into payments.
registerProducts();
registerPersonalData();
