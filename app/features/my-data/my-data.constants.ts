/** What the person types to confirm the deletion of their account (decision 058). */
export const DELETE_CONFIRMATION_WORD = "EXCLUIR";

/** How long an export's download link works. */
export const EXPORT_LINK_DAYS = 7;

export const MY_DATA_MESSAGES = {
  exportRequested: "Pedido recebido. Quando o arquivo estiver pronto, enviaremos o link para o seu e-mail.",
  exportInFlight: "Já estamos preparando uma exportação dos seus dados. Você receberá o link por e-mail.",
  tooManyExports: "Você já pediu várias exportações hoje. Tente de novo amanhã.",
  exportNotFound: "Este link de exportação não existe ou não é da conta com que você entrou.",
  exportExpired: "Este link de exportação expirou. Peça uma nova exportação em Meus dados.",
  exportNotReady: "Esta exportação ainda não está pronta.",
  passwordRequired: "Digite a sua senha.",
  passwordWrong: "Senha incorreta. Nada foi excluído.",
  confirmationWrong: `Digite ${DELETE_CONFIRMATION_WORD} para confirmar.`,
  tooManyAttempts: "Muitas tentativas com a senha errada. Espere alguns minutos e tente de novo.",
  alreadyErased: "Esta conta já foi excluída.",
} as const;
