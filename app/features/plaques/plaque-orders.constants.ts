/** Shipping address of the QR plaque (part 2, section 5 'Shipping address'); no server imports. */
export const PLAQUE_ORDER_MESSAGES = {
  street: "Insira a rua para envio do QR Code!",
  city: "Insira a cidade para envio do QR Code!",
  state: "Insira o estado para envio do QR Code!",
  zipCode: "Insira o CEP para envio do QR Code!",
  country: "Insira o país para envio do QR Code!",
  profileId: "ID do perfil está vazio! Contate o suporte.",
  userId: "ID de usuário está vazio! Contate o suporte.",
  invalidCep: "CEP inválido. Use os 8 dígitos, como 01310-100.",
  invalidPostalCode: "Código postal inválido.",
  invalidState: "Estado inválido. Use a sigla da UF, como SP.",
  tooLong: "Endereço longo demais. Abrevie e tente novamente.",
  invalidPlan: "Selecione um plano com placa QR: Ouro, Platina ou Diamante.",
  profileNotFound: "Perfil não encontrado.",
  notOwner: "Não é o dono do perfil!",
  otherUser: "O ID de usuário não corresponde à sua conta. Contate o suporte.",
  freePlan: "A placa QR acompanha os planos Ouro, Platina e Diamante. Escolha um deles para receber a placa.",
  alreadyShipped: "A placa QR deste perfil já foi enviada. Para mudar o endereço, fale conosco.",
  saved: "Endereço registrado com sucesso!",
  orderNotFound: "Pedido de placa não encontrado.",
  orderAlreadyShipped: "Este pedido já foi marcado como enviado.",
  awaitingPayment: "Este pedido ainda aguarda o pagamento do plano.",
  awaitingAddress: "Este pedido ainda aguarda o endereço de envio da família.",
  addressTask: "Informe o endereço da placa",
  addressSkipped: "Você pode informar o endereço depois, no painel do memorial.",
  shipped: "Pedido marcado como enviado.",
  adminOnly: "Apenas administradores podem ver os pedidos de placas.",
} as const;

/** The 27 federative units: sigla and name. */
export const BRAZILIAN_STATES: Record<string, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const STATE_BY_NAME = new Map(Object.entries(BRAZILIAN_STATES).map(([uf, name]) => [fold(name), uf]));
const BRAZIL_NAMES = new Set(["brasil", "brazil", "br", "bra"]);

/** 'Brasil' however it is written, else the country as typed. */
export function normalizeCountry(country: string): string {
  return BRAZIL_NAMES.has(fold(country)) ? "Brasil" : country;
}

/** A UF's sigla from its sigla or its name, any case and accents; undefined otherwise. */
export function stateSigla(state: string): string | undefined {
  const upper = state.toUpperCase();
  return upper in BRAZILIAN_STATES ? upper : STATE_BY_NAME.get(fold(state));
}

/** 00000-000 from eight digits written with or without the dash (or dots); undefined otherwise. */
export function formatCep(cep: string): string | undefined {
  if (!/^[\d.\s-]+$/.test(cep)) return undefined;
  const digits = cep.replace(/\D/g, "");
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : undefined;
}

/** The field names of the address, as every form of the site posts them (the spec's entity). */
export const PLAQUE_ADDRESS_FIELDS = ["street", "city", "state", "zip_code", "country"] as const;

/**
 * Where an order stands: waiting for the plan's payment, for the family's address, to be printed and
 * sent, or sent. Derived from the order and the profile's plan, in that order of precedence.
 */
export const PLAQUE_ORDER_FILTERS = ["to_ship", "awaiting_address", "awaiting_payment", "shipped"] as const;
export type PlaqueOrderFilter = (typeof PLAQUE_ORDER_FILTERS)[number];

/** The admin's tabs, in pt-BR. */
export const PLAQUE_ORDER_FILTER_LABELS: Record<PlaqueOrderFilter, string> = {
  to_ship: "A enviar",
  awaiting_address: "Aguardando endereço",
  awaiting_payment: "Aguardando pagamento",
  shipped: "Enviados",
};

/** The most plaque codes one batch issuance makes (decision 046). */
export const MAX_PLAQUE_BATCH = 120;
