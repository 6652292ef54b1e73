// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BasicsStepForm } from "./basics-step";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

async function render(ownUsername?: string) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const element = (
    <BasicsStepForm
      action="/x"
      form={{ basics: { username: "@pedro.alvares" } }}
      lastResult={undefined}
      today="2026-11-20"
      hrefOf={() => "/x"}
      suggestedPlan={null}
      ownUsername={ownUsername}
    />
  );
  const router = createMemoryRouter([{ path: "*", element }]);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
}

/** Leaves the username field with a value, as the person would. */
async function leaveUsername(value: string) {
  const input = document.querySelector<HTMLInputElement>('input[name="username"]')!;
  await act(async () => {
    input.focus();
    input.value = value;
    input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    input.dispatchEvent(new FocusEvent("blur"));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

const TAKEN = "Este apelido já está em uso. Por favor, escolha outro.";

describe("step 1's username check on blur", () => {
  it("does not call the memorial's own handle taken when completing it (any letter case)", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, profile: { username: "x" } }));
    vi.stubGlobal("fetch", fetchMock);
    await render("pedro.alvares");
    await leaveUsername("@Pedro.Alvares");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(TAKEN);
    // Another handle is still checked: 200 means taken.
    await leaveUsername("outro.nome");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain(TAKEN);
  });

  it("checks every handle when creating (no own handle)", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, profile: { username: "x" } }));
    vi.stubGlobal("fetch", fetchMock);
    await render();
    await leaveUsername("pedro.alvares");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain(TAKEN);
  });
});
