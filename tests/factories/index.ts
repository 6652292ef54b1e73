/**
 * Row factories shared by the tests and the demo seed: plain async functions taking the
 * database and optional overrides and returning the inserted row.
 */
export * from "./profiles";
export * from "./tributes";
