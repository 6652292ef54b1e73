import { CEREMONY_KINDS } from "~/features/ceremonies";
import { FieldError, WizardInput } from "../steps/fields/wizard-fields";
import type { PartnerStepProps } from "./partner-steps";
import { PARTNER_CEREMONY_SLOTS, type PartnerCeremonySlot } from "./simplified-profile.schema";

/**
 * The optional ceremonies step (decision 054): the velório, the sepultamento or cremação and the
 * sétimo dia, each with its date, time and place. Blank ones are left out; 'Continuar' skips it all.
 */
export function PartnerCeremoniesStep({ fields }: PartnerStepProps) {
  return (
    <>
      <p className="text-ink-soft">
        Opcional: as cerimônias aparecem no alto do memorial, com a nota de falecimento para compartilhar. Deixe em
        branco o que ainda não tiver data.
      </p>
      {(
        Object.entries(PARTNER_CEREMONY_SLOTS) as [
          PartnerCeremonySlot,
          (typeof PARTNER_CEREMONY_SLOTS)[PartnerCeremonySlot],
        ][]
      ).map(([slot, { title, kinds }]) => {
        const kind = fields[`${slot}Kind`];
        return (
          <fieldset key={slot} className="space-y-3 rounded-xl border border-sky-100 p-3">
            <legend className="px-1 font-semibold">{title}</legend>
            {kinds.length > 1 && (
              <div>
                <label htmlFor={kind.id} className="font-semibold">
                  Cerimônia
                </label>
                <select
                  id={kind.id}
                  name={kind.name}
                  defaultValue={kind.initialValue ?? kinds[0]}
                  aria-describedby={kind.errorId}
                  className="field mt-1"
                >
                  {kinds.map((value) => (
                    <option key={value} value={value}>
                      {CEREMONY_KINDS[value]}
                    </option>
                  ))}
                </select>
                <FieldError meta={kind} />
              </div>
            )}
            <WizardInput meta={fields[`${slot}Date`]} label="Data" type="date" />
            <WizardInput meta={fields[`${slot}Time`]} label="Horário" type="time" />
            <WizardInput meta={fields[`${slot}Place`]} label="Local" maxLength={120} />
            <WizardInput meta={fields[`${slot}Address`]} label="Endereço" maxLength={200} />
          </fieldset>
        );
      })}
    </>
  );
}
