/**
 * One-time notices carried across a redirect as `?aviso=<key>`: only these keys exist, so a link
 * cannot make the site say anything else.
 */
export const NOTICES = {
  login: "Login bem sucedido!",
  cadastro: "Usuário registrado com sucesso!",
  "senha-redefinida": "Senha redefinida com sucesso! Entre com a nova senha.",
  saiu: "Você saiu da conta.",
  "foto-adicionada": "Foto adicionada à galeria.",
  "foto-excluida": "Foto excluída da galeria.",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function withNotice(path: string, key: NoticeKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}aviso=${key}`;
}

export function noticeFor(url: URL): string | undefined {
  const key = url.searchParams.get("aviso");
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : undefined;
}
