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
  const id = (field: string) => `${prefix}-${field}`;
  const name = (field: string) => `${namePrefix}${field}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={id("kind")} className="font-semibold">
          Cerimônia
        </label>
        <select id={id("kind")} name={name("kind")} defaultValue={values.kind} className="field mt-1">
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {CEREMONY_KINDS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id("customName")} className="font-semibold">
          Nome da cerimônia (se for outra)
        </label>
        <input
          id={id("customName")}
          name={name("customName")}
          defaultValue={values.customName}
          maxLength={80}
          className="field mt-1"
        />
      </div>
      <div>
        <label htmlFor={id("date")} className="font-semibold">
          Data
        </label>
        <input id={id("date")} name={name("date")} type="date" defaultValue={values.date} className="field mt-1" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={id("time")} className="font-semibold">
            Início
          </label>
          <input id={id("time")} name={name("time")} type="time" defaultValue={values.time} className="field mt-1" />
        </div>
        <div>
          <label htmlFor={id("endTime")} className="font-semibold">
            Término (opcional)
          </label>
          <input
            id={id("endTime")}
            name={name("endTime")}
            type="time"
            defaultValue={values.endTime}
            className="field mt-1"
          />
        </div>
      </div>
      {cemetery && (
        <div className="sm:col-span-2">
          <label htmlFor={id("cemeteryId")} className="font-semibold">
            Local
          </label>
          <select
            id={id("cemeteryId")}
            name={name("cemeteryId")}
            defaultValue={values.cemeteryId}
            className="field mt-1"
          >
            <option value="">Outro local (informe abaixo)</option>
            <option value={String(cemetery.id)}>{cemetery.name}</option>
          </select>
        </div>
      )}
      <div>
        <label htmlFor={id("placeName")} className="font-semibold">
          Nome do local
        </label>
        <input
          id={id("placeName")}
          name={name("placeName")}
          defaultValue={values.placeName}
          maxLength={120}
          placeholder="Capela, igreja, crematório…"
          className="field mt-1"
        />
      </div>
      <div>
        <label htmlFor={id("placeAddress")} className="font-semibold">
          Endereço
        </label>
        <input
          id={id("placeAddress")}
          name={name("placeAddress")}
          defaultValue={values.placeAddress}
          maxLength={200}
          autoComplete="off"
          className="field mt-1"
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("streamUrl")} className="font-semibold">
          Link da transmissão ao vivo (opcional)
        </label>
        <input
          id={id("streamUrl")}
          name={name("streamUrl")}
          type="url"
          inputMode="url"
          defaultValue={values.streamUrl}
          placeholder="https://"
          className="field mt-1"
        />
      </div>
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
