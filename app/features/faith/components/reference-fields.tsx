import { OWN_TEXT_CHOICE } from "../faith.messages";
import { REFERENCE_TEXT_LIMIT, type Religion, referencesOf, religionsFor } from "../religious-references.catalog";

/** Catalogue texts are long: the option shows their start, the memorial the whole text. */
const optionLabel = (text: string) => (text.length > 70 ? `${text.slice(0, 67).trimEnd()}…` : text);

/**
 * The religious reference's two fields (decision 045), shared by the panel's screen and the
 * creation wizard: one select grouped by religion (the memorial's own religion first) with
 * 'Escrever o meu próprio texto', and the textarea of the family's own words.
 */
export function ReferenceFields({
  choice,
  ownText,
  religion = null,
}: {
  choice: string;
  ownText: string;
  religion?: Religion | null;
}) {
  return (
    <>
      <div>
        <label htmlFor="referencia-escolha" className="font-semibold">
          Referência
        </label>
        <select id="referencia-escolha" name="choice" defaultValue={choice} className="field mt-1">
          <option value="">Nenhuma</option>
          {religionsFor(religion).map((group) => (
            <optgroup key={group.key} label={group.label}>
              {referencesOf(group.key).map((reference) => (
                <option key={reference.id} value={reference.id}>
                  {optionLabel(reference.text)}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={OWN_TEXT_CHOICE}>Escrever o meu próprio texto</option>
        </select>
      </div>
      <div>
        <label htmlFor="referencia-propria" className="font-semibold">
          Seu próprio texto (até {REFERENCE_TEXT_LIMIT} caracteres)
        </label>
        <p id="referencia-propria-ajuda" className="text-sm text-ink-soft">
          Usado quando a referência escolhida é “Escrever o meu próprio texto”.
        </p>
        <textarea
          id="referencia-propria"
          name="ownText"
          rows={3}
          maxLength={REFERENCE_TEXT_LIMIT}
          defaultValue={ownText}
          aria-describedby="referencia-propria-ajuda"
          className="field mt-1"
        />
      </div>
    </>
  );
}
