/** pt-BR texts of a memorial's administrators (issue 18; decision 040). */
export const TEAM_MESSAGES = {
  emailInvalid: "Informe um e-mail válido.",
  roleInvalid: "Escolha 'Administrador' ou 'Editor'.",
  invited: "Convite enviado. O link vale por 7 dias e pode ser usado uma única vez.",
  alreadyMember: "Esta pessoa já ajuda a administrar o memorial.",
  tooManyInvitations: "Este memorial já tem muitos convites pendentes. Cancele algum antes de enviar outro.",
  invitationNotFound: "Este convite não existe ou o link está incompleto.",
  invitationUsed: "Este convite já foi usado.",
  invitationExpired: "Este convite expirou. Peça um novo a quem administra o memorial.",
  invitationRevoked: "Este convite foi cancelado por quem administra o memorial.",
  wrongAccount: (email: string) =>
    `Este convite foi enviado para ${email}. Entre com a conta desse e-mail para aceitá-lo.`,
  accepted: (name: string) => `Pronto! Agora você ajuda a administrar o memorial de ${name}.`,
  revoked: "Convite cancelado.",
  memberNotFound: "Esta pessoa não administra o memorial.",
  ownerFixed: "O dono do memorial não pode ser removido nem mudar de papel. Transfira o memorial antes.",
  roleChanged: "Papel alterado.",
  removed: "Pessoa removida da administração do memorial.",
  ownerCannotLeave: "Você é o dono do memorial: transfira-o a outro administrador antes de sair.",
  left: "Você não administra mais este memorial.",
  transferOwnerOnly: "Somente o dono do memorial pode transferi-lo.",
  transferTarget: "Escolha um dos administradores do memorial para receber a transferência.",
  transferred: (name: string) => `Memorial transferido para ${name}. Você continua como administrador.`,
} as const;

export const MEMORIAL_ROLES = ["administrator", "editor"] as const;

/** How the roles read on screen and in e-mails. */
export const ROLE_LABELS: Record<(typeof MEMORIAL_ROLES)[number], string> = {
  administrator: "Administrador",
  editor: "Editor",
};

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** Pending invitations a memorial may have at once (a mailbomb guard). */
export const MAX_PENDING_INVITATIONS = 20;
