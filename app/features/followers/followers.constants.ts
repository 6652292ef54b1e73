/** The version of the words a person agrees to when asking to follow (kept on each follower). */
export const FOLLOW_CONSENT_VERSION = "seguir-memorial-v1";

/** What the person agrees to, shown under the form (its version above). */
export const FOLLOW_CONSENT_TEXT =
  "Ao seguir, você aceita receber e-mails deste memorial nas datas de lembrança (aniversário, sétimo e trigésimo dia, aniversário de falecimento, Finados) e quando uma cerimônia for marcada. Você pode deixar de seguir a qualquer momento, com um clique.";

/** pt-BR texts of following a memorial. */
export const FOLLOWER_MESSAGES = {
  email: "Insira um e-mail válido.",
  invalid: "Verifique o e-mail informado e tente novamente.",
  requested:
    "Pronto. Enviamos um e-mail para o endereço informado: abra o link da mensagem para confirmar. Se ele não chegar em alguns minutos, veja a caixa de spam.",
  robot: "Não conseguimos confirmar que você não é um robô. Recarregue a página e tente de novo.",
  tooMany: "Muitos pedidos a partir desta conexão. Aguarde alguns minutos e tente novamente.",
  mailFailed: "Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.",
  confirmed: "Tudo certo. Você passa a receber um e-mail nas datas que importam. Obrigado por lembrar junto.",
  invalidLink: "Este link não é mais válido: ele já foi usado ou expirou. Você pode pedir outro no memorial.",
  unsubscribed: "Pronto. Você não receberá mais e-mails deste memorial.",
  privateMemorial: "Este memorial é privado e não pode ser seguido.",
} as const;

/** The public pages of following (the memorial's form posts to the first). */
export const followPath = (username: string) => `/seguir/${encodeURIComponent(username)}`;
export const confirmFollowPath = (token: string) => `/seguir/confirmar/${encodeURIComponent(token)}`;
export const unsubscribeFollowPath = (token: string) => `/seguir/cancelar/${encodeURIComponent(token)}`;
