import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { draftsFromContent, OpenAiBiographyWriter } from "./openai";
import { BIOGRAPHY_FAILED, type BiographyFacts } from "./provider";

const BASE = "https://llm.example/v1";
const seen: { body: { model: string; messages: { role: string; content: string }[] }; auth: string | null }[] = [];
const completion = (content: unknown) => HttpResponse.json({ choices: [{ message: { role: "assistant", content } }] });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function answering(reply: () => Response | Promise<Response>) {
  server.use(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      seen.push({
        body: (await request.json()) as (typeof seen)[number]["body"],
        auth: request.headers.get("authorization"),
      });
      return reply();
    }),
  );
}

const writer = new OpenAiBiographyWriter({
  apiKey: "sk-test",
  baseUrl: `${BASE}/`,
  model: "modelo-teste",
  timeoutMs: 200,
});
const facts: BiographyFacts = {
  name: "Maria Aparecida Souza",
  gender: "Mulher",
  birthDate: "1940-03-12",
  deathDate: "2023-08-01",
  profession: "professora",
  hometown: "Campinas",
  interests: ["jardinagem", "novelas"],
  kinship: [{ name: "Ana", degree: "Filha" }, { name: "Pedro" }],
};

describe("the OpenAI-compatible biography writer", () => {
  it("posts the model, the instructions and the facts, and returns the drafts", async () => {
    answering(() => completion(JSON.stringify({ biografias: ["Primeira versão.", "  Segunda versão. ", ""] })));
    expect(await writer.writeDrafts(facts)).toEqual(["Primeira versão.", "Segunda versão."]);
    const [call] = seen;
    expect(call!.auth).toBe("Bearer sk-test");
    expect(call!.body.model).toBe("modelo-teste");
    expect(call!.body.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("biografias") });
    const user = call!.body.messages[1]!.content;
    for (const line of [
      "Nome: Maria Aparecida Souza",
      "Gênero: Mulher",
      "Data de falecimento: 2023-08-01",
      "Interesses: jardinagem; novelas",
      "Familiares: Ana (Filha); Pedro",
    ])
      expect(user).toContain(line);
    expect(user).not.toContain("Religião");
  });

  it("reads drafts wrapped in a code fence and keeps at most three", async () => {
    answering(() => completion('```json\n{"biografias": ["a.", "b.", "c.", "d."]}\n```'));
    expect(await writer.writeDrafts(facts)).toEqual(["a.", "b.", "c."]);
  });

  it("fails with the spec's message when the model does not answer in time", async () => {
    answering(async () => {
      await delay(2000);
      return completion(JSON.stringify({ biografias: ["tarde demais"] }));
    });
    const started = Date.now();
    await expect(writer.writeDrafts(facts)).rejects.toMatchObject({ message: BIOGRAPHY_FAILED, status: 502 });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it.each([500, 503, 429, 401])("fails with the spec's message on HTTP %i", async (status) => {
    answering(() => HttpResponse.json({ error: { message: "indisponível" } }, { status }));
    await expect(writer.writeDrafts(facts)).rejects.toMatchObject({ message: BIOGRAPHY_FAILED, status: 502 });
  });

  it.each([
    ["prose instead of JSON", completion("Maria foi uma mulher incrível.")],
    ["JSON without the drafts", completion(JSON.stringify({ texto: "x" }))],
    ["only empty drafts", completion(JSON.stringify({ biografias: ["", "  ", 3] }))],
    ["no choices", HttpResponse.json({ id: "x" })],
    ["a body that is not JSON", new HttpResponse("<html>bad gateway</html>", { status: 200 })],
  ])("fails with the spec's message on a malformed answer: %s", async (_, reply) => {
    answering(() => reply.clone());
    await expect(writer.writeDrafts(facts)).rejects.toMatchObject({ message: BIOGRAPHY_FAILED });
  });

  it("fails with the spec's message when the server is unreachable", async () => {
    answering(() => HttpResponse.error());
    await expect(writer.writeDrafts(facts)).rejects.toMatchObject({ message: BIOGRAPHY_FAILED });
  });
});

describe("draftsFromContent", () => {
  it("cuts an overlong draft at a sentence end", () => {
    const long = `${"Uma frase longa sobre a vida. ".repeat(200)}`;
    const [draft] = draftsFromContent(JSON.stringify({ biografias: [long] }))!;
    expect(draft!.length).toBeLessThanOrEqual(3000);
    expect(draft!.endsWith(".")).toBe(true);
  });
});
