/**
 * What a demo (APP_MODE=demo, decision 034) says on every page and in every e-mail, verbatim:
 * its payments, and whatever else runs on a sandbox, are not real.
 */
export const DEMO_NOTICE = "Ambiente de demonstração: nenhum pagamento é real";
