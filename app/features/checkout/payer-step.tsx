import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { useRef, useState } from "react";
import { formatBRL } from "~/shared/format/format";
import { formatPhoneAsTyped } from "~/shared/validation/phone";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import type { applyVoucher } from "~/features/vouchers";
import { callApi } from "~/shared/http/api-client";
import { newAttemptKey, payerStepButtonLabel, voucherBody } from "./checkout-client";
import { CHECKOUT_MESSAGES, formatTaxIdAsTyped, formatVoucherAsTyped } from "./checkout.constants";
import type { PayerValues } from "./checkout.schema";
import type { CheckoutItem, PayerDefaults } from "./checkout.types";

export interface VoucherState {
  applied: boolean;
  appliedCents: number;
}

interface PayerStepProps {
  hydrated: boolean;
  item: CheckoutItem;
  defaults: PayerDefaults;
  vouchersAllowed: boolean;
  amountToPayCents: number;
  voucher: VoucherState;
  onVoucher: (state: VoucherState) => void;
  busy: boolean;
  fallbackFields?: Record<string, string>;
  serverError: string | null;
  onDone: (values: PayerValues) => void;
}

/**
 * Step 1 of the payer panel: phone and CPF/CNPJ, and a voucher applied once per opening of the
 * form. Without JavaScript the same form posts a PIX payment to the host's action.
 */
export function PayerStep(props: PayerStepProps) {
  const { hydrated, defaults, amountToPayCents } = props;
  const [form, fields] = useZoneForm(
    { load: () => import("./checkout.schema").then(({ payerSchema }) => payerSchema), schema: (schema) => schema },
    {
      id: "checkout-payer",
      defaultValue: { phone: defaults.phone ? formatPhoneAsTyped(defaults.phone) : "" },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
      onSubmit(event, { submission }) {
        event.preventDefault();
        if (submission?.status === "success") props.onDone(submission.value);
      },
    },
  );
  const formErrors = [...(form.errors ?? []), ...(props.serverError ? [props.serverError] : [])];
  return (
    <form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
      {!hydrated && <input type="hidden" name="intent" value="pix" />}
      {!hydrated &&
        Object.entries(props.fallbackFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <ConformField
        meta={fields.phone}
        label="Celular"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={15}
        required
        formatAsTyped={formatPhoneAsTyped}
      />
      <ConformField
        meta={fields.document}
        label="CPF ou CNPJ"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        required
        formatAsTyped={formatTaxIdAsTyped}
      />
      {hydrated && props.vouchersAllowed && (
        <VoucherBox
          item={props.item}
          amountToPayCents={amountToPayCents}
          voucher={props.voucher}
          onVoucher={props.onVoucher}
        />
      )}
      <ConformFormError id={form.errorId} errors={formErrors} />
      {hydrated ? (
        <button type="submit" className="btn btn-primary w-full sm:w-auto" aria-disabled={props.busy || undefined}>
          {payerStepButtonLabel(amountToPayCents, props.voucher.appliedCents)}
        </button>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{CHECKOUT_MESSAGES.cardNeedsScript}</p>
          <button type="submit" className="btn btn-primary w-full sm:w-auto">
            Pagar com PIX
          </button>
        </>
      )}
    </form>
  );
}

interface VoucherBoxProps {
  item: CheckoutItem;
  amountToPayCents: number;
  voucher: VoucherState;
  onVoucher: (state: VoucherState) => void;
}

/** The coupon area: the server's message on failure; disabled once a voucher was applied. */
function VoucherBox({ item, amountToPayCents, voucher, onVoucher }: VoucherBoxProps) {
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per opening of the form: a double click applies the voucher once.
  const key = useRef(newAttemptKey());
  const disabled = voucher.applied || busy;

  async function apply() {
    if (disabled) return;
    if (!/^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code)) {
      setMessage({ text: CHECKOUT_MESSAGES.voucherFormat, ok: false });
      return;
    }
    setBusy(true);
    const result = await callApi<typeof applyVoucher>(
      { method: "post", path: "/api/voucher/useVoucher" },
      { body: voucherBody(item, code, amountToPayCents, key.current) },
    );
    setBusy(false);
    if (!result.ok) {
      setMessage({ text: result.message, ok: false });
      return;
    }
    onVoucher({ applied: true, appliedCents: result.data.result.appliedCents });
    setMessage({
      text: item.product === "tribute" ? CHECKOUT_MESSAGES.voucherAppliedTribute : CHECKOUT_MESSAGES.voucherApplied,
      ok: true,
    });
  }

  return (
    <div className="rounded-xl border border-sky-100 bg-sky-50/50 p-4">
      <label htmlFor="checkout-voucher" className="font-semibold">
        Voucher ou cupom <span className="font-normal text-ink-soft">(opcional)</span>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="checkout-voucher"
          name="voucher"
          className="field min-w-0 flex-1 font-mono uppercase"
          autoComplete="off"
          maxLength={9}
          placeholder="XXXX-XXXX"
          value={code}
          readOnly={voucher.applied}
          aria-describedby="checkout-voucher-message"
          onChange={(event) => setCode(formatVoucherAsTyped(event.currentTarget.value))}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={disabled} onClick={() => void apply()}>
          {busy ? "Aplicando..." : "Aplicar"}
        </button>
      </div>
      <p
        id="checkout-voucher-message"
        role="status"
        aria-live="polite"
        className={`mt-2 text-sm font-semibold ${message?.ok ? "text-sky-800" : "text-red-700"}`}
      >
        {message?.text}
        {message?.ok && voucher.appliedCents > 0 && ` Desconto de ${formatBRL(voucher.appliedCents)}.`}
      </p>
    </div>
  );
}
