import type { FormEvent } from "react";

/** The types of a task-zone form's state in the browser (decision 068; `form-state.ts`). */

/** Conform's answer to a submission (`submission.reply()`), as far as the browser reads it. */
export interface FormReply {
  status?: "success" | "error";
  intent?: { type: string; payload?: unknown } | null;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
  fields?: string[];
}

/** A parsed submission (Conform's `Submission`, from `parseWithZod` in the browser). */
export type ParsedSubmission<Value = unknown> =
  | { status: "success"; value: Value; error?: undefined }
  | { status?: "error"; value?: undefined; error?: Record<string, string[] | null> | null };

export type Validator<Value> = (formData: FormData) => ParsedSubmission<Value>;

export interface FormStateOptions<Value> {
  id: string;
  lastResult?: FormReply | null;
  defaultValue?: Record<string, unknown>;
  shouldValidate?: "onSubmit" | "onBlur" | "onInput";
  shouldRevalidate?: "onSubmit" | "onBlur" | "onInput";
  /** Checks the form's values in the browser; without it every submit goes to the server. */
  onValidate?: Validator<Value>;
  /** Called for a submit that passed the browser's check (or had none): the checkout's steps use the values here. */
  onSubmit?: (
    event: FormEvent<HTMLFormElement>,
    context: { formData: FormData; submission?: ParsedSubmission<Value> },
  ) => void;
}

/** What a field's markup needs: its ids, name, default, live value and shown messages. */
export interface FieldMeta<V = unknown> {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  /** The messages shown under the field, once it has been checked. */
  errors: string[] | undefined;
  initialValue: Shown<V>;
  /** The field's value as typed now (read it only where the screen reacts to it: it re-renders on input). */
  value: Shown<V>;
  /** Changes when the field must show its default again (a reset, a list row moved). */
  key: string | undefined;
  /** A list field's rows. */
  getFieldList(): FieldMeta<ListItem<V>>[];
  /** A record field's fields. */
  getFieldset(): Fields<NonNullable<V>>;
}

/** A text field's value shows as text; anything else as the form holds it. */
type Shown<V> = V extends string | undefined ? string | undefined : unknown;
type ListItem<V> = NonNullable<V> extends readonly (infer Item)[] ? Item : unknown;
export type Fields<Shape> = { [K in keyof Shape & string]-?: FieldMeta<Shape[K]> };

/** A button that changes a list (Conform's intents, read by `parseWithZod` on the server too). */
export interface ListControl<P> {
  getButtonProps(payload: P): { name: string; value: string; form: string; formNoValidate: true };
}

export interface FormMeta {
  id: string;
  errorId: string;
  /** The form's own messages (""), shown after a submit or in the server's answer. */
  errors: string[] | undefined;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Checks one field now and shows its messages (needs `onValidate`). */
  validate(target: { name: string }): void;
  insert: ListControl<{ name: string; index?: number; defaultValue?: unknown }>;
  remove: ListControl<{ name: string; index: number }>;
}
