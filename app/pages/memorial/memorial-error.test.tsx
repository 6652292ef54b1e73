import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./memorial";

type Props = Parameters<typeof ErrorBoundary>[0];
const render = (error: unknown) => renderToStaticMarkup(<ErrorBoundary {...({ error } as unknown as Props)} />);

describe("the memorial page's error boundary", () => {
  it("says 'Erro ao buscar perfil' when the memorial could not be loaded, without the error's text", () => {
    const html = render(new Error("connect ECONNREFUSED 10.0.0.5:5432"));
    expect(html).toContain("Erro ao buscar perfil");
    expect(html).not.toContain("ECONNREFUSED");
  });

  it("shows a refused request's own pt-BR message", () => {
    const thrown = data({ message: "O formulário enviado é inválido." }, { status: 400 });
    const response = { status: 400, statusText: "", internal: false, data: thrown.data };
    expect(render(response)).toContain("O formulário enviado é inválido.");
  });
});
