// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server.browser";
import { afterEach, describe, expect, it } from "vitest";
import { lazyStep, preloadStep } from "./lazy-step";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Field({ label }: { label: string }) {
  return <input aria-label={label} defaultValue="" />;
}

/** A step's code as the test hands it over: `load` waits until `arrive()` (a slow network), or fails. */
function controlledCode() {
  const code = { loads: 0, arrive: () => {}, fail: () => {} };
  const load = () => {
    code.loads += 1;
    return new Promise<typeof Field>((resolve, reject) => {
      code.arrive = () => resolve(Field);
      code.fail = () => reject(new Error("offline"));
    });
  };
  return { code, load };
}

async function serverHtml(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("a wizard step whose code loads apart", () => {
  it("is rendered whole by the server, once its code is there", async () => {
    const { code, load } = controlledCode();
    const Step = lazyStep(load);
    const html = serverHtml(<Step label="Cidade natal" />);
    await Promise.resolve();
    code.arrive();
    expect(await html).toContain('aria-label="Cidade natal"');
    expect(await html).not.toContain("Carregando...");
  });

  it("keeps the server's markup, and what is typed in it, until its code arrives and takes it over", async () => {
    const Server = lazyStep(async () => Field);
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(<Server label="Cidade natal" />);
    document.body.append(container);
    const { code, load } = controlledCode();
    const Step = lazyStep(load);
    let rerender: () => void = () => {};
    function Wizard() {
      const [, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      return <Step label="Cidade natal" />;
    }
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Wizard />, { onRecoverableError: (error) => errors.push(error) });
    });
    const input = () => container.querySelector("input")!;
    input().value = "Recife";
    // The wizard renders again with the same props before the code arrives: the step stays.
    await act(async () => rerender());
    expect(container.textContent).not.toContain("Carregando...");
    expect(input().value).toBe("Recife");
    await act(async () => code.arrive());
    expect(input().value).toBe("Recife");
    expect(errors).toEqual([]);
  });

  it("shows at once after a preload, and a failed load is tried again", async () => {
    const { code, load } = controlledCode();
    const Step = lazyStep(load);
    const table = [{ key: "a" }, { key: "b", preload: Step.preload }];
    const failed = preloadStep(table, 2);
    await act(async () => code.fail());
    await failed;
    const loaded = preloadStep(table, 2);
    code.arrive();
    await loaded;
    expect(code.loads).toBe(2);
    const container = document.createElement("div");
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Step label="Religião" />);
    });
    expect(container.querySelector('input[aria-label="Religião"]')).not.toBeNull();
    expect(container.textContent).not.toContain("Carregando...");
  });
});
