/**
 * Field names as Conform writes them (`interests[0].description`) read as paths into a form's
 * values, for the browser's form state (decision 068). Conform parses the same names on the
 * server (`parseWithZod`), so a name means the same value on both sides.
 */

/** The name of the button value that carries a list change ("Adicionar interesse"), as Conform names it. */
export const INTENT = "__intent__";

export type Path = (string | number)[];

/** `a.b[2].c` → `["a", "b", 2, "c"]`. */
export function parsePath(name: string): Path {
  const path: Path = [];
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    if (key !== undefined) path.push(key);
    else if (index) path.push(Number(index));
  }
  return path;
}

/** The value at `name` in a nested record, or undefined. */
export function valueAt(source: unknown, name: string): unknown {
  let value = source;
  for (const key of parsePath(name)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** Sets `name` in `target` (created on the way), merging repeated names into a list as FormData does. */
function put(target: Record<string, unknown>, name: string, next: unknown): void {
  const path = parsePath(name);
  let node: Record<string | number, unknown> = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      const previous = node[key];
      node[key] = previous === undefined ? next : Array.isArray(previous) ? [...previous, next] : [previous, next];
      return;
    }
    const child = node[key];
    if (child === null || typeof child !== "object") node[key] = typeof path[index + 1] === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/** A form's values as nested records and lists (Conform's payload), without the list-change button. */
export function valuesOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of entries) if (name !== INTENT) put(values, name, value);
  return values;
}

/** A form's entries as a submit sends them: its fields, then the pressed button's name and value. */
export function entriesOf(form: HTMLFormElement, submitter?: HTMLElement | null): [string, FormDataEntryValue][] {
  const entries = [...new FormData(form).entries()];
  if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) {
    if (submitter.name) entries.push([submitter.name, submitter.value]);
  }
  return entries;
}

/**
 * Default values as a form shows them (Conform's `serialize`): numbers as text, true as "on" (a
 * ticked box), false and null as nothing, dates as ISO text.
 */
export function asFormValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asFormValues);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asFormValues(item)]));
  }
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  return value ?? undefined;
}

/** A list change a button asks for (Conform's `insert` and `remove` intents). */
export type ListChange =
  | { type: "insert"; payload: { name: string; index?: number; defaultValue?: unknown } }
  | { type: "remove"; payload: { name: string; index: number } };

/** The list change a submitted `__intent__` value names, or null for anything else. */
export function listChangeOf(serialized: FormDataEntryValue | null | undefined): ListChange | null {
  if (typeof serialized !== "string") return null;
  try {
    const intent = JSON.parse(serialized) as { type?: unknown; payload?: { name?: unknown; index?: unknown } };
    if (typeof intent.payload?.name !== "string") return null;
    if (intent.type === "insert") return intent as ListChange;
    if (intent.type === "remove" && typeof intent.payload.index === "number") return intent as ListChange;
  } catch {
    // Not one of ours: the server answers it.
  }
  return null;
}

/** `values` with the change applied to its list (a copy; the list is created when missing). */
export function withListChange(values: Record<string, unknown>, change: ListChange): Record<string, unknown> {
  const copy = structuredClone(values);
  const current = valueAt(copy, change.payload.name);
  const list = Array.isArray(current) ? current : [];
  if (change.type === "insert") list.splice(change.payload.index ?? list.length, 0, change.payload.defaultValue);
  else list.splice(change.payload.index, 1);
  const path = parsePath(change.payload.name);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== "object") node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = list;
  return copy;
}
