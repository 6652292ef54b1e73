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
  "convite-reenviado": "Convite reenviado ao cliente.",
  "convite-aceito": "Convite aceito! Agora você ajuda a administrar este memorial.",
  "saiu-do-memorial": "Você não administra mais aquele memorial.",
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
  desabafo: "Obrigado por compartilhar o que sente. Como prometido, nada do que você escreveu foi enviado ou salvo.",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function withNotice(path: string, key: NoticeKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}aviso=${key}`;
}

export function noticeFor(url: URL): string | undefined {
  const key = url.searchParams.get("aviso");
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : undefined;
}

/**
 * Why a visitor was sent somewhere else instead of the screen they asked for (`?motivo=<key>`): a
 * sentence that stays on the page (not a toast that closes), so nobody lands on the home without a
 * word. Fixed keys only, like the notices. The memorial's sentence is the same for an unknown, a
 * private (without its token) and an inactive memorial: it must not tell them apart.
 */
export const EXPLANATIONS = {
  "memorial-indisponivel":
    "Não foi possível abrir este memorial. Ele pode não existir ou ser privado: se for privado, peça o link de acesso à família.",
  "pagina-inexistente": "A página que você procurou não existe. Trouxemos você para o início.",
  "sem-permissao": "Não é o dono do perfil! Essa página é só para quem cuida deste memorial.",
  "cemiterio-indisponivel": "Este cemitério não está disponível. Procure outro na lista abaixo.",
  "placa-invalida": "Este código não corresponde a nenhuma placa de memorial. Confira o endereço impresso na placa.",
  "artigo-inexistente": "Não encontramos esse artigo. Veja os outros artigos do blog.",
  // A plaque scanned before its memorial exists (spec: 'Hash sem perfil vinculado' goes to /register).
  "placa-sem-memorial":
    "Esta placa ainda não está vinculada a um memorial. Crie sua conta (ou entre, se já tiver uma) e em seguida crie o memorial: a placa será vinculada a ele.",
  "placa-para-vincular":
    "Esta placa ainda não está vinculada a um memorial. Crie o memorial aqui: assim que ele for salvo, a placa fica vinculada a ele.",
} as const;

export type ExplanationKey = keyof typeof EXPLANATIONS;

export function withExplanation(path: string, key: ExplanationKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}motivo=${key}`;
}

/** The explanation key of the URL, when it is one of EXPLANATIONS. */
export function explanationKeyOf(url: URL): ExplanationKey | undefined {
  const key = url.searchParams.get("motivo");
  return key && Object.hasOwn(EXPLANATIONS, key) ? (key as ExplanationKey) : undefined;
}

export function explanationFor(url: URL): string | undefined {
  const key = explanationKeyOf(url);
  return key ? EXPLANATIONS[key] : undefined;
}
