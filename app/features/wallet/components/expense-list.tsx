import { Flame, Flower2, Gem, Image as ImageIcon, MessageSquare, Receipt, Ticket } from "~/shared/ui/icons";
import { formatBRL, formatDate } from "~/shared/format/format";

/** An expense as the wallet screens receive it (dates as ISO text after serialisation). */
export interface ExpenseView {
  id: number;
  type: "Candle" | "Flower" | "Message" | "Photo" | "voucher" | "profile" | "other";
  name: string | null;
  planId?: string | null;
  refunded?: boolean;
  amountCents: number;
  transactionDate: string | Date;
}

/** The activity types of the wallet history (spec part 2 §3): an icon and a text for each. */
const ACTIVITY = {
  Candle: { Icon: Flame, text: "Vela acesa" },
  Flower: { Icon: Flower2, text: "Flores" },
  Message: { Icon: MessageSquare, text: "Mensagem deixada" },
  Photo: { Icon: ImageIcon, text: "Lembrança compartilhada" },
  voucher: { Icon: Ticket, text: "Voucher criado" },
  profile: { Icon: Gem, text: "Plano do memorial" },
  other: { Icon: Receipt, text: "Pagamento" },
} as const;

export function activityText(expense: Pick<ExpenseView, "type" | "name" | "planId" | "refunded">): string {
  const { text } = ACTIVITY[expense.type] ?? ACTIVITY.other;
  const what = expense.type === "profile" && expense.planId ? `Plano ${expense.planId}` : text;
  const line = expense.name ? `${what} para ${expense.name}` : what;
  return expense.refunded ? `${line} (valor devolvido)` : line;
}

/** Expenses, newest first; 'Nenhum gasto' when there are none (spec). */
export function ExpenseList({ expenses }: { expenses: ExpenseView[] }) {
  if (expenses.length === 0) return <p className="mt-3 text-ink-soft">Nenhum gasto</p>;
  return (
    <ul className="mt-3 divide-y divide-sky-100">
      {expenses.map((expense) => {
        const { Icon } = ACTIVITY[expense.type] ?? ACTIVITY.other;
        return (
          <li key={expense.id} className="flex items-center gap-3 py-3">
            <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-sky-50 text-sky-800">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block break-words font-semibold">{activityText(expense)}</span>
              <span className="block text-sm text-ink-soft">{formatDate(expense.transactionDate)}</span>
            </span>
            <span className="flex-none font-semibold">- {formatBRL(expense.amountCents)}</span>
          </li>
        );
      })}
    </ul>
  );
}
