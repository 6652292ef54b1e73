/** The contract pages of the spec and the key each one is stored under. */
export const CONTRACT_PAGES = [
  { path: "/contrato-politicadeprivacidade-geral", key: "contrato_geral_e_politica_de_privacidade" },
  { path: "/contrato-plano-free", key: "contrato_plano_free" },
  { path: "/contrato-plano-ouro", key: "contrato_plano_ouro" },
  { path: "/contrato-plano-platina", key: "contrato_plano_platina" },
  { path: "/contrato-plano-diamante", key: "contrato_plano_diamante" },
  { path: "/contrato-homenagem-vela", key: "contrato_homenagem_vela" },
  { path: "/contrato-homenagem-mensagem", key: "contrato_homenagem_mensagem" },
  { path: "/contrato-homenagem-lembranca", key: "contrato_homenagem_lembranca" },
] as const;

export type ContractKey = (typeof CONTRACT_PAGES)[number]["key"];

export function contractPathForKey(key: string): string | undefined {
  return CONTRACT_PAGES.find((page) => page.key === key)?.path;
}
