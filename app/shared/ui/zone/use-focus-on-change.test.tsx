// @vitest-environment happy-dom
import { act, lazy, Suspense } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusOnChange } from "./use-focus-on-change";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

function Steps({ step }: { step: number }) {
  const heading = useFocusOnChange<HTMLHeadingElement>(step);
  return (
    <>
      <button type="button">Continuar</button>
      <h2 ref={heading} tabIndex={-1}>
        Etapa {step}
      </h2>
    </>
  );
}

const Later = lazy(async () => ({
  default: ({ headingRef }: { headingRef: (element: HTMLHeadingElement | null) => void }) => (
    <h3 ref={headingRef} tabIndex={-1}>
      Pagamento confirmado
    </h3>
  ),
}));

function Outcome({ done }: { done: boolean }) {
  const heading = useFocusOnChange<HTMLHeadingElement>(done);
  return done ? (
    <Suspense fallback={<p>Carregando...</p>}>
      <Later headingRef={heading} />
    </Suspense>
  ) : (
    <h3 ref={heading} tabIndex={-1}>
      Seus dados
    </h3>
  );
}

async function mount(element: React.ReactElement) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
}

describe("a multi-step screen's focus", () => {
  it("stays where the browser put it at first, then goes to each new step's heading", async () => {
    await mount(<Steps step={1} />);
    expect(document.activeElement).toBe(document.body);
    document.querySelector("button")!.focus();
    await act(async () => root!.render(<Steps step={2} />));
    expect(document.activeElement?.textContent).toBe("Etapa 2");
  });

  it("waits for a heading loaded on demand", async () => {
    await mount(<Outcome done={false} />);
    await act(async () => root!.render(<Outcome done />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement?.textContent).toBe("Pagamento confirmado");
  });
});
