import { Form } from "react-router";
import { FormError, FormField } from "~/shared/ui/form-field";
import { fieldErrorId, fieldId } from "~/shared/ui/markup/markup-hooks";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { BRAZILIAN_STATES } from "../plaque-orders.constants";

/** A refused submission of the form: what was typed and each field's message (keyed by its name). */
export interface PlaqueAddressFailure {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
}

interface PlaqueAddressFormProps {
  profileId: string;
  /** The action's answer when it refused the last submission of this form. */
  failure: PlaqueAddressFailure | null | undefined;
  /** The `intent` the hosting page's action dispatches on. */
  intent: string;
  /** The address saved so far (correcting it before the plaque is sent). */
  defaultValue?: { street: string; city: string; state: string; zipCode: string };
  submitLabel: string;
}

/**
 * Where the QR plaque goes (spec part 2, §5 'Shipping address'), in Brazil: street, city, state and
 * CEP. A plain form validated on the server by the same schema as `profile/registerUserAddress` (a
 * CEP of 8 digits, a UF), its messages under each field and what was typed kept, so the screen's
 * first load carries no validation code (decision 053).
 */
export function PlaqueAddressForm({ profileId, failure, intent, defaultValue, submitLabel }: PlaqueAddressFormProps) {
  const saved: Record<string, string | undefined> = {
    street: defaultValue?.street,
    city: defaultValue?.city,
    state: defaultValue?.state,
    zip_code: defaultValue?.zipCode,
  };
  const value = (name: string) => failure?.values[name] ?? saved[name];
  const error = (name: string) => failure?.errors[name];
  const stateId = fieldId("state");
  return (
    <Form method="post" id="endereco-placa" className="mt-4 space-y-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profile_id" value={profileId} />
      <input type="hidden" name="country" value="Brasil" />
      <FormField
        name="street"
        label="Rua, número e complemento"
        defaultValue={value("street")}
        error={error("street")}
        autoComplete="street-address"
        maxLength={200}
        required
      />
      <FormField
        name="city"
        label="Cidade"
        defaultValue={value("city")}
        error={error("city")}
        autoComplete="address-level2"
        maxLength={100}
        required
      />
      <div>
        <label htmlFor={stateId} className="font-semibold">
          Estado
        </label>
        <select
          id={stateId}
          name="state"
          defaultValue={value("state") ?? ""}
          autoComplete="address-level1"
          aria-invalid={error("state") ? true : undefined}
          aria-describedby={fieldErrorId(stateId)}
          aria-required
          className="field mt-1"
        >
          <option value="">Selecione</option>
          {Object.entries(BRAZILIAN_STATES).map(([sigla, name]) => (
            <option key={sigla} value={sigla}>
              {name}
            </option>
          ))}
        </select>
        <p id={fieldErrorId(stateId)} className="field-error" aria-live="polite">
          {error("state")}
        </p>
      </div>
      <FormField
        name="zip_code"
        label="CEP"
        hint="8 dígitos, como 01310-100"
        defaultValue={value("zip_code")}
        error={error("zip_code")}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        required
      />
      <FormError message={failure?.formError} />
      <SubmitButton pendingLabel="Salvando..." className="btn btn-primary w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
