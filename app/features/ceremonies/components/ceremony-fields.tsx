import { CEREMONY_KINDS, type CeremonyKind } from "../ceremonies.constants";

export interface CeremonyFieldValues {
  kind: CeremonyKind;
  customName: string;
  date: string;
  time: string;
  endTime: string;
  cemeteryId: string;
  placeName: string;
  placeAddress: string;
  streamUrl: string;
}

export const EMPTY_CEREMONY: CeremonyFieldValues = {
  kind: "velorio",
  customName: "",
  date: "",
  time: "",
  endTime: "",
  cemeteryId: "",
  placeName: "",
  placeAddress: "",
  streamUrl: "",
};

/**
 * A ceremony's fields (the panel's and the partner wizard's forms): plain inputs a form posts as
 * they are; the server checks them (decision 054). `prefix` keeps ids unique when several forms
 * share a page; `names` (the wizard's) prefixes the posted names too.
 */
export function CeremonyFields({
  prefix,
  values = EMPTY_CEREMONY,
  cemetery,
  kinds = Object.keys(CEREMONY_KINDS) as CeremonyKind[],
  namePrefix = "",
}: {
  prefix: string;
  values?: CeremonyFieldValues;
  /** The memorial's cemetery of the catalogue, offered as the place. */
  cemetery: { id: number; name: string } | null;
  kinds?: CeremonyKind[];
  namePrefix?: string;
}) {
  const field = (
    key: keyof CeremonyFieldValues,
    label: string,
    control: "input" | "select",
    props: Record<string, unknown> = {},
    options?: [string, string][],
  ) => {
    const Control = control;
    return (
      <div className={props.wide ? "sm:col-span-2" : undefined}>
        <label htmlFor={`${prefix}-${key}`} className="font-semibold">
          {label}
        </label>
        <Control
          id={`${prefix}-${key}`}
          name={`${namePrefix}${key}`}
          defaultValue={values[key]}
          className="field mt-1"
          {...{ ...props, wide: undefined }}
        >
          {options?.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Control>
      </div>
    );
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field(
        "kind",
        "Cerimônia",
        "select",
        {},
        kinds.map((kind) => [kind, CEREMONY_KINDS[kind]]),
      )}
      {field("customName", "Nome da cerimônia (se for outra)", "input", { maxLength: 80 })}
      {field("date", "Data", "input", { type: "date" })}
      {field("time", "Início", "input", { type: "time" })}
      {field("endTime", "Término (opcional)", "input", { type: "time" })}
      {cemetery &&
        field("cemeteryId", "Local", "select", {}, [
          ["", "Outro local (informe abaixo)"],
          [String(cemetery.id), cemetery.name],
        ])}
      {field("placeName", "Nome do local", "input", { maxLength: 120, placeholder: "Capela, igreja, crematório…" })}
      {field("placeAddress", "Endereço", "input", { maxLength: 200, autoComplete: "off" })}
      {field("streamUrl", "Link da transmissão ao vivo (opcional)", "input", {
        type: "url",
        inputMode: "url",
        placeholder: "https://",
        wide: true,
      })}
    </div>
  );
}

/** The fields' values of a stored ceremony (the edit form's defaults). */
export function fieldValuesOf(ceremony: {
  kind: CeremonyKind;
  label: string;
  date: string;
  time: string;
  endTime: string;
  cemeteryId: number | null;
  placeName: string;
  placeAddress: string | null;
  streamUrl: string | null;
}): CeremonyFieldValues {
  return {
    kind: ceremony.kind,
    customName: ceremony.kind === "outra" ? ceremony.label : "",
    date: ceremony.date,
    time: ceremony.time,
    endTime: ceremony.endTime,
    cemeteryId: ceremony.cemeteryId ? String(ceremony.cemeteryId) : "",
    placeName: ceremony.cemeteryId ? "" : ceremony.placeName,
    placeAddress: ceremony.placeAddress ?? "",
    streamUrl: ceremony.streamUrl ?? "",
  };
}
