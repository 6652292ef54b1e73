/** The digital card's pt-BR messages. */
export const CARD_MESSAGES = {
  paidOnly: "O cartão digital está disponível nos planos pagos.",
  unknownDesign: "Escolha um dos modelos de cartão.",
  failed: "Não foi possível preparar o cartão. Escolha o modelo de novo para tentar outra vez.",
  designChosen: "Modelo escolhido. Estamos preparando o cartão.",
} as const;
