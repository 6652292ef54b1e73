import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { BRAZILIAN_STATES } from "../plaque-orders.constants";
import type { ShippingAddress, shippingAddressSchema } from "../plaque-orders.schema";

/** The form's fields as typed (the schema takes any input, so Conform is told their shape). */
type AddressFields = { profile_id?: string; street?: string; city?: string; state?: string; zip_code?: string };

interface PlaqueAddressFormProps {
  profileId: string;
  /** Conform's answer of the last submission of this form. */
  lastResult: SubmissionResult | null | undefined;
  /** The `intent` the hosting page's action dispatches on. */
  intent: string;
  /** The address saved so far (correcting it before the plaque is sent). */
  defaultValue?: { street: string; city: string; state: string; zipCode: string };
  submitLabel: string;
}

/**
 * Where the QR plaque goes (spec part 2, §5 'Shipping address'), in Brazil: street, city, state and
 * CEP, validated by the same schema as `profile/registerUserAddress` (a CEP of 8 digits, a UF).
 */
export function PlaqueAddressForm({
  profileId,
  lastResult,
  intent,
  defaultValue,
  submitLabel,
}: PlaqueAddressFormProps) {
  const [form, fields] = useZoneForm<
    typeof shippingAddressSchema,
    typeof shippingAddressSchema,
    AddressFields,
    ShippingAddress
  >(
    {
      load: () => import("../plaque-orders.schema").then(({ shippingAddressSchema }) => shippingAddressSchema),
      schema: (schema) => schema,
    },
    {
      id: "endereco-placa",
      lastResult,
      defaultValue: defaultValue && {
        street: defaultValue.street,
        city: defaultValue.city,
        state: defaultValue.state,
        zip_code: defaultValue.zipCode,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const { key: stateKey, ...stateProps } = getSelectProps(fields.state);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profile_id" value={profileId} />
      <input type="hidden" name="country" value="Brasil" />
      <ConformField
        meta={fields.street}
        label="Rua, número e complemento"
        autoComplete="street-address"
        maxLength={200}
        required
      />
      <ConformField meta={fields.city} label="Cidade" autoComplete="address-level2" maxLength={100} required />
      <div>
        <label htmlFor={fields.state.id} className="font-semibold">
          Estado
        </label>
        <select key={stateKey} {...stateProps} autoComplete="address-level1" className="field mt-1">
          <option value="">Selecione</option>
          {Object.entries(BRAZILIAN_STATES).map(([sigla, name]) => (
            <option key={sigla} value={sigla}>
              {name}
            </option>
          ))}
        </select>
        <p id={fields.state.errorId} className="field-error" aria-live="polite">
          {fields.state.errors?.[0]}
        </p>
      </div>
      <ConformField
        meta={fields.zip_code}
        label="CEP"
        hint="8 dígitos, como 01310-100"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        required
      />
      <ConformFormError id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel="Salvando..." className="btn btn-primary w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
