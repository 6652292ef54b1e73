import { BRAZILIAN_STATES } from "~/features/plaques";

/** The plaque's address as every form of the site posts it (the spec's entity; the country is Brasil). */
export type AddressFieldName = "street" | "city" | "state" | "zip_code";

/** What one field shows: its id, the message under it, the value it starts with. */
export interface AddressFieldState {
  id: string;
  errorId: string;
  error?: string | null;
  defaultValue?: string;
}

const TEXT_FIELDS = [
  { name: "street", label: "Rua, número e complemento", autoComplete: "street-address", maxLength: 200 },
  { name: "city", label: "Cidade", autoComplete: "address-level2", maxLength: 100 },
  { name: "zip_code", label: "CEP", autoComplete: "postal-code", maxLength: 20 },
] as const;

/** Plain ids and messages for a form that is not Conform's (`endereco-street`, ...). */
export function plainAddressField(
  errors: Partial<Record<string, string>>,
  defaults: Partial<Record<AddressFieldName, string>> = {},
) {
  return (name: AddressFieldName): AddressFieldState => ({
    id: `endereco-${name}`,
    errorId: `endereco-${name}-erro`,
    error: errors[name],
    defaultValue: defaults[name],
  });
}

/**
 * Where the brushed-aluminium QR plaque is sent: street, city, CEP and state (Brasil), the field
 * group of the creation's step 6, the upgrade and the partner's wizard. `required` marks each
 * field required (the whole address is given or none is: the server says which field is missing).
 */
export function AddressFields({
  field,
  required = true,
}: {
  field: (name: AddressFieldName) => AddressFieldState;
  required?: boolean;
}) {
  const state = field("state");
  return (
    <>
      {TEXT_FIELDS.map(({ name, label, autoComplete, maxLength }) => {
        const f = field(name);
        return (
          <div key={name}>
            <label htmlFor={f.id} className="font-semibold">
              {label}
            </label>
            <input
              id={f.id}
              name={name}
              autoComplete={autoComplete}
              required={required}
              maxLength={maxLength}
              defaultValue={f.defaultValue}
              aria-invalid={f.error ? true : undefined}
              aria-describedby={f.errorId}
              className="field mt-1"
            />
            <p id={f.errorId} className="field-error" aria-live="polite">
              {f.error}
            </p>
          </div>
        );
      })}
      <div>
        <label htmlFor={state.id} className="font-semibold">
          Estado
        </label>
        <select
          id={state.id}
          name="state"
          required={required}
          className="field mt-1"
          defaultValue={state.defaultValue ?? ""}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.errorId}
        >
          <option value="" disabled={required}>
            Selecione
          </option>
          {Object.entries(BRAZILIAN_STATES).map(([sigla, name]) => (
            <option key={sigla} value={sigla}>
              {name}
            </option>
          ))}
        </select>
        <p id={state.errorId} className="field-error" aria-live="polite">
          {state.error}
        </p>
      </div>
      <input type="hidden" name="country" value="Brasil" />
    </>
  );
}
