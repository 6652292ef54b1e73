import { formatDateTimeBR } from "./my-data-format";

/** The e-mail with the export's link. */
export function exportReadyMessage(facts: { name: string; link: string; expiresAt: Date }) {
  const until = formatDateTimeBR(facts.expiresAt);
  return {
    subject: "Seus dados estão prontos para baixar",
    text: [
      `Olá, ${facts.name}.`,
      "",
      "O arquivo com os dados que guardamos sobre você está pronto. Para baixá-lo, abra o link abaixo",
      "com a mesma conta com que pediu a exportação:",
      "",
      facts.link,
      "",
      `O link vale até ${until}. Depois disso, peça uma nova exportação em Meus dados.`,
      "Se você não pediu esta exportação, entre na sua conta e troque a sua senha.",
    ].join("\n"),
  };
}

/** The e-mail to the old address once the account is deleted. */
export function accountDeletedMessage(facts: { name: string; at: Date }) {
  return {
    subject: "Sua conta foi excluída",
    text: [
      `Olá, ${facts.name}.`,
      "",
      `Sua conta foi excluída em ${formatDateTimeBR(facts.at)}, como você pediu.`,
      "Apagamos os seus dados pessoais. Os memoriais que você administrava continuam no ar: ficaram com",
      "os outros administradores ou sob a custódia da empresa. Pagamentos continuam registrados, sem o seu",
      "nome, como a lei exige.",
      "",
      "Este é o último e-mail que enviamos para este endereço.",
    ].join("\n"),
  };
}

/** The LEIA-ME.txt inside the ZIP: what each file is. */
export function exportReadme(facts: { now: Date; counts: Record<string, number>; media: number; missing: string[] }) {
  const lines = [
    "Meus dados — exportação",
    `Gerada em ${formatDateTimeBR(facts.now)} (horário de Brasília).`,
    "",
    "Cada pasta é uma parte do produto; cada arquivo .json, uma tabela com as linhas que falam de você.",
    "Datas e horas dentro dos arquivos estão em UTC (ISO 8601). Valores em dinheiro estão em centavos.",
    "",
    ...Object.entries(facts.counts).map(([file, count]) => `${file}.json: ${count} registro(s)`),
    "",
    `midia/: ${facts.media - facts.missing.length} arquivo(s) que você enviou (fotos dos memoriais e das homenagens).`,
  ];
  if (facts.missing.length > 0) {
    lines.push("Arquivos que não estavam mais no armazenamento:", ...facts.missing.map((key) => `- ${key}`));
  }
  return lines.join("\n") + "\n";
}
