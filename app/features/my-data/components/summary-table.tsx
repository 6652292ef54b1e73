/** What each part of the product holds about the person: the names a person reads, and the counts. */
const SOURCE_LABELS: Record<string, string> = {
  accounts: "Conta",
  consent: "Consentimentos",
  profiles: "Memoriais que você criou",
  "memorial-team": "Equipes de memoriais",
  "profile-editor": "Rascunhos e memoriais criados como parceiro",
  tributes: "Homenagens",
  attendance: "Listas de presença",
  payments: "Pagamentos",
  ledger: "Carteira e movimentações",
  vouchers: "Vale-presentes",
  plans: "Planos contratados",
  plaques: "Placas e cartões",
  music: "Música",
  "notification-contacts": "Contatos para avisos",
  "my-data": "Exportações",
  ceremonies: "Cerimônias que você cadastrou",
  followers: "Memoriais que você segue",
  claims: "Reivindicações de memoriais",
};

export function SummaryTable({ rows }: { rows: { source: string; table: string; count: number }[] }) {
  const bySource = new Map<string, number>();
  for (const row of rows) bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.count);
  return (
    <table className="mt-3 w-full text-left">
      <caption className="sr-only">Quantos registros cada parte do produto guarda sobre você</caption>
      <thead>
        <tr className="border-b border-sky-200">
          <th scope="col" className="py-2">
            Parte
          </th>
          <th scope="col" className="py-2 text-right">
            Registros
          </th>
        </tr>
      </thead>
      <tbody>
        {[...bySource].map(([source, count]) => (
          <tr key={source} className="border-b border-sky-100">
            <td className="py-2">{SOURCE_LABELS[source] ?? source}</td>
            <td className="py-2 text-right tabular-nums">{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
