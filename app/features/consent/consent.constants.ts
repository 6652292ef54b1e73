export const CONSENT_COOKIE = "memorial_consent";
export const CONSENT_TEXT =
  "Ao utilizar este site, você concorda com os termos da nossa Política de Privacidade e do nosso Contrato de Uso Geral.";
