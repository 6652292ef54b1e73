import { Form, Link } from "react-router";
import { PLAQUE_ORDER_MESSAGES } from "~/features/plaques";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { AddressFields, type AddressFieldName, plainAddressField } from "../steps/fields/address-fields";

/** What a refused address brings back: the message, each field's, and what was typed. */
export interface AddressRefusal {
  addressError: string;
  addressFields: Record<string, string>;
  addressValues: Partial<Record<AddressFieldName, string>>;
}

/** Where the family already said to send the plaque, shown before the payment. */
export interface KnownPlaqueAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * The upgrade's step 2: where the plan's QR plaque goes, saved through `registerUserAddress`'s
 * service before the payment, as the creation's step 6 does. 'Informar depois' goes on to the
 * payment without it: the paid term then leaves the 'Informe o endereço da placa' task (decision 042).
 */
export function UpgradeAddressStep({
  planId,
  planName,
  honoreeName,
  skipHref,
  current,
  refusal,
}: {
  planId: string;
  planName: string;
  honoreeName: string;
  skipHref: string;
  /** The address given before, when it is being changed. */
  current: KnownPlaqueAddress | null;
  refusal: AddressRefusal | null;
}) {
  const fieldErrors = refusal?.addressFields ?? {};
  const typed =
    refusal?.addressValues ??
    (current ? { street: current.street, city: current.city, state: current.state, zip_code: current.zipCode } : {});
  return (
    <Form method="post" className="space-y-4 rounded-2xl border border-sky-200 bg-white p-6">
      <input type="hidden" name="intent" value="endereco" />
      <input type="hidden" name="plan" value={planId} />
      <h2 className="text-xl">Endereço da placa</h2>
      <p className="text-ink-soft">
        O plano {planName} inclui a placa de alumínio escovado com QR Code para o túmulo de {honoreeName}. Para onde
        devemos enviá-la?
      </p>
      <AddressFields field={plainAddressField(fieldErrors, typed)} />
      <p role="alert" hidden={!refusal || Object.keys(fieldErrors).length > 0} className="field-error font-semibold">
        {refusal?.addressError}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pendingLabel="Salvando..." className="btn btn-primary w-full sm:w-auto">
          Salvar endereço e continuar
        </SubmitButton>
        <Link to={skipHref} className="font-semibold">
          Informar depois
        </Link>
      </div>
    </Form>
  );
}

/** Under the payment: where the plaque goes, that it was sent already, or that the address may come later. */
export function PlaqueAddressNote({
  shipped,
  address,
  changeHref,
}: {
  shipped: boolean;
  address: KnownPlaqueAddress | null;
  changeHref: string;
}) {
  if (shipped) return <p className="text-ink-soft">A placa QR deste memorial já foi enviada.</p>;
  if (!address) return <p className="text-ink-soft">{PLAQUE_ORDER_MESSAGES.addressSkipped}</p>;
  return (
    <p className="text-ink-soft">
      A placa QR será enviada para {address.street}, {address.city} - {address.state}, {address.zipCode}.{" "}
      <Link to={changeHref} className="font-semibold">
        Alterar endereço
      </Link>
    </p>
  );
}
