import { expect } from "vitest";
import { AppError } from "~/shared/http/errors";

/** Shared by the profile editor's tests: a complete, valid profile form and its step parts, and small helpers. */
export const BASICS = {
  name: "Maria Aparecida Souza",
  username: "@maria.souza",
  gender: "Mulher",
  birthDate: "1940-03-12",
  deathDate: "2024-08-01",
  profession: "Professora",
};

export const ABOUT = {
  hometown: "Belo Horizonte",
  location: "São Paulo",
  surname: "Dona Cida",
  religion: "Católica",
  bio: "Sua alegria ficará para sempre conosco.",
  description: "Professora por 40 anos, mãe de quatro filhos e avó de dez netos.",
  access: "Public",
};

export const SECURITY = {
  nomeMaeFalecido: "Júlia Conceição Souza",
  nomeConjugeMaeFalecido: "José Antônio Souza",
  cidadeNatalMaeFalecido: "Ouro Preto",
};

/** The whole form as `registerProfile` takes it, with a username of the caller's choice. */
export function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...BASICS,
    ...ABOUT,
    ...SECURITY,
    interests: [{ description: "Jardinagem" }, { description: "  " }, { description: "Música" }],
    kinships: [
      { name: "João Souza", degree: "Filho" },
      { name: "", degree: "" },
    ],
    ...overrides,
  };
}

/** What a service refused with: the test fails unless it is one of the typed errors. */
export async function refusal(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** What a loader or action threw (a redirect, a 404), or undefined. */
export async function thrownBy(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}

export const locationOf = (answer: unknown) => (answer as Response).headers.get("location");
