export * from "./accounts";
export * from "./consent";
export * from "./cemeteries";
export * from "./profiles";
export * from "./tributes";
export * from "./plans";
export * from "./music";
export * from "./money";
