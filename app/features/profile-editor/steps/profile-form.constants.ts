/**
 * The memorial form's texts, choices and rules that need no Zod: what the wizards' screens render
 * and check as typed. `profile-form.schema.ts` re-exports them with its schemas; a screen imports
 * them from here, and the schemas only when its form's validation loads (decisions 053, 061).
 */
export const WIZARD_MESSAGES = {
  nameRequired: "Preencha o nome do homenageado para continuar",
  genderRequired: "Preencha o gênero do homenageado para continuar",
  birthDateRequired: "Preencha a data de nascimento do homenageado para continuar",
  usernameRequired: "Por favor, insira um apelido de perfil.",
  usernameFormat: "O apelido deve ter de 3 a 20 caracteres: letras, números, ponto, hífen ou sublinhado.",
  usernameTaken: "Este apelido já está em uso. Por favor, escolha outro.",
  usernameLookupFailed: "Erro ao buscar perfil",
  dateInvalid: "Informe uma data válida.",
  dateInFuture: "A data não pode estar no futuro.",
  deathBeforeBirth: "A data de falecimento não pode ser anterior à de nascimento.",
  hometownRequired: "Preencha a cidade natal do homenageado para continuar",
  bioRequired: "Escreva uma mensagem para o homenageado para continuar",
  descriptionRequired: "Escreva uma descrição do homenageado para continuar",
  accessRequired: "Selecione o tipo de perfil",
  kinshipIncomplete: "Preencha o nome e o grau de parentesco.",
  motherNameRequired: "Preencha o nome completo da mãe do homenageado para continuar",
  motherSpouseRequired: "Preencha o nome do último cônjuge da mãe do homenageado para continuar",
  motherHometownRequired: "Preencha a cidade natal da mãe do homenageado para continuar",
  tooLong: "Texto longo demais.",
  planRequired: "Escolha um plano para continuar.",
  bioGenerationFailed: "Erro ao gerar biografia personalizada",
} as const;

const M = WIZARD_MESSAGES;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
const HANDLE = /^[A-Za-z0-9._-]+$/;

/**
 * What the username field becomes on blur (spec): every '@' and every space removed, then one '@'
 * prefixed. Idempotent.
 */
export function normalizeUsernameInput(raw: string): string {
  return `@${raw.replace(/[@\s]/g, "")}`;
}

/** The stored handle (without '@') of a typed username, or the message that refuses it. */
export function parseHandle(raw: string): { handle: string } | { error: string } {
  const handle = normalizeUsernameInput(raw).slice(1);
  if (!handle) return { error: M.usernameRequired };
  if (handle.length < USERNAME_MIN || handle.length > USERNAME_MAX || !HANDLE.test(handle)) {
    return { error: M.usernameFormat };
  }
  return { handle };
}

export const GENDERS = ["Homem", "Mulher", "Outro"] as const;
export type Gender = (typeof GENDERS)[number];
/** 'Outro' is shown as 'Não declarante' (spec). */
export const GENDER_LABELS: Record<Gender, string> = { Homem: "Homem", Mulher: "Mulher", Outro: "Não declarante" };

export const ACCESS = ["Public", "Private"] as const;
export type Access = (typeof ACCESS)[number];
export const ACCESS_LABELS = {
  Public: "Perfil Aberto (acesso público)",
  Private: "Perfil Fechado (acesso apenas com link)",
} as const;

/** A real calendar day written year-month-day (not 2023-02-30), from 1800 on. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "1800-01-01") return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Today as year-month-day in São Paulo, for the "not in the future" rule. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

/** Death not before birth (every wizard asking both dates tells it beside the death date). */
export const deathNotBeforeBirth = (v: { birthDate?: string; deathDate?: string }) =>
  !v.birthDate || !v.deathDate || v.deathDate >= v.birthDate;

export const MAX_LIST_ROWS = 30;

export const COMPLETION_MESSAGES = {
  allFieldsRequired: "Por favor, preencha todos os campos.",
  completed: "Perfil completado com sucesso",
} as const;
