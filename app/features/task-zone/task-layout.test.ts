import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { setupTestDatabase } from "../../../tests/support/database";
import { handle, loader } from "./task-layout";
import { testLoadContext } from "../../../tests/support/context";

const { db } = setupTestDatabase();

const TASK_LAYOUT = "features/task-zone/task-layout.tsx";

function get(path: string, cookie?: string): never {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

describe("the task zone's layout", () => {
  it("sends an anonymous visitor to /login, to come back to the screen asked for", async () => {
    const thrown = await loader(get("/account-settings?x=1")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Faccount-settings%3Fx%3D1");
  });

  it("lets a signed-in person through", async () => {
    const { cookie } = await signedInUser(db());
    await expect(loader(get("/account-settings", cookie))).resolves.toBeNull();
  });

  it("marks its screens for hydration", () => {
    expect(handle.hydrate).toBe(true);
  });

  it("holds the task screens (settings, wallet, vouchers, notification contacts, the creation wizard), and no public page", () => {
    const zone = routes.find((entry) => entry.file === TASK_LAYOUT);
    expect(zone?.path).toBeUndefined();
    expect(zone?.children?.map((child) => child.path)).toEqual(
      expect.arrayContaining([
        "account-settings",
        "wallet",
        "wallet-expenses",
        "createVoucher",
        "add-notification-contacts/:username",
        "create-loved-one-profile",
      ]),
    );
    const publicPaths = routes.filter((entry) => entry.file !== TASK_LAYOUT).map((entry) => entry.path);
    for (const path of [
      "blog",
      "login",
      "register",
      "profile/:username/:token?",
      "searchProfiles",
      "cancelar-notificacoes/:token",
    ]) {
      expect(publicPaths).toContain(path);
    }
  });
});
