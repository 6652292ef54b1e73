/** The ceremonies' kinds and their pt-BR labels (decision 054), in the order forms offer them. */
export const CEREMONY_KINDS = {
  velorio: "Velório",
  sepultamento: "Sepultamento",
  cremacao: "Cremação",
  missa_7: "Missa de 7º dia",
  culto_7: "Culto de 7º dia",
  missa_30: "Missa de 30º dia",
  culto_30: "Culto de 30º dia",
  outra: "Outra cerimônia",
} as const;

export type CeremonyKind = keyof typeof CEREMONY_KINDS;

export const CEREMONY_KIND_KEYS = Object.keys(CEREMONY_KINDS) as [CeremonyKind, ...CeremonyKind[]];

export function isCeremonyKind(value: unknown): value is CeremonyKind {
  return typeof value === "string" && Object.hasOwn(CEREMONY_KINDS, value);
}

/** A ceremony without an end time stays 'upcoming' this long after it starts. */
export const DEFAULT_CEREMONY_HOURS = 3;

/** At most this many ceremonies per memorial (a form can't flood the memorial page). */
export const MAX_CEREMONIES = 20;

export const CEREMONY_MESSAGES = {
  kindInvalid: "Escolha o tipo de cerimônia.",
  customNameRequired: "Informe o nome da cerimônia.",
  customNameTooLong: "O nome da cerimônia deve ter no máximo 80 caracteres.",
  dateInvalid: "Informe a data no formato dd/mm/aaaa.",
  timeInvalid: "Informe o horário no formato hh:mm.",
  endInvalid: "O horário de término deve ser depois do início.",
  tooFar: "A data da cerimônia deve estar entre um ano atrás e dois anos à frente.",
  placeRequired: "Escolha um cemitério ou informe o nome do local.",
  placeTooLong: "O nome do local deve ter no máximo 120 caracteres.",
  addressTooLong: "O endereço deve ter no máximo 200 caracteres.",
  cemeteryNotFound: "Cemitério não encontrado.",
  streamInvalid: "O link da transmissão deve ser um endereço https:// válido.",
  notFound: "Cerimônia não encontrada.",
  forbidden: "Somente os administradores do memorial ou o parceiro que o criou podem cuidar das cerimônias.",
  tooMany: `Este memorial já tem ${MAX_CEREMONIES} cerimônias. Remova alguma antes de adicionar outra.`,
  added: "Cerimônia adicionada.",
  updated: "Cerimônia alterada.",
  removed: "Cerimônia removida.",
} as const;
