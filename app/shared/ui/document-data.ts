/**
 * Loader data of a page the server renders whole, with no React in the browser (decision 011).
 *
 * React Router encodes every loader's data for the browser before the page renders (turbo-stream,
 * ~28 KB and ~0.45 ms of CPU for the demo memorial), even for a page whose document never carries
 * it. A value in this box is read by the render on the server as it is, and is not encoded: the
 * box keeps it in a private field, and React Router encodes an object of a class by its own
 * enumerable properties, of which the box has none (decision 071).
 */
export class DocumentData<T> {
  readonly #value: T;

  constructor(value: T) {
    this.#value = value;
  }

  /** The loader's value, on the server. A browser never gets it (the root loads such a page as a document). */
  get value(): T {
    return this.#value;
  }
}

export function documentData<T>(value: T): DocumentData<T> {
  return new DocumentData(value);
}
