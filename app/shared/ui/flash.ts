/**
 * One-time notices carried across a redirect as `?aviso=<key>`: only these keys exist, so a link
 * cannot make the site say anything else.
 */
export const NOTICES = {
  login: "Login bem sucedido!",
  cadastro: "Usuário registrado com sucesso!",
  "senha-redefinida": "Senha redefinida com sucesso! Entre com a nova senha.",
  saiu: "Você saiu da conta.",
  "perfil-criado": "Perfil criado com sucesso!",
  "foto-adicionada": "Foto adicionada à galeria.",
  "foto-excluida": "Foto excluída da galeria.",
  "homenagem-denunciada": "Obrigado. A família do memorial vai analisar a sua denúncia.",
  "homenagem-ocultada": "A homenagem foi ocultada do memorial.",
  "homenagem-exibida": "A homenagem voltou a aparecer no memorial.",
  "homenagem-aprovada": "A homenagem foi aprovada e já aparece no memorial.",
  "homenagem-recusada": "A homenagem foi recusada e o valor foi devolvido a quem pagou.",
  "aprovacao-ligada": "As mensagens e fotos agora aguardam a sua aprovação antes de aparecer.",
  "aprovacao-desligada": "As mensagens e fotos voltam a aparecer assim que pagas.",
  "perfil-atualizado": "Perfil atualizado com sucesso!",
  "perfil-completado": "Perfil completado com sucesso",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function withNotice(path: string, key: NoticeKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}aviso=${key}`;
}

export function noticeFor(url: URL): string | undefined {
  const key = url.searchParams.get("aviso");
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : undefined;
}
