/** The memorial page's moderation forms (no JavaScript needed): what each posts as `intent`. */
export const MODERATION_INTENTS = {
  report: "tribute-report",
  moderate: "tribute-moderate",
  approval: "tribute-approval",
} as const;

/** The reasons a visitor may give when reporting a tribute ('Denunciar'). */
export const REPORT_REASONS = ["Ofensiva", "Falsa ou enganosa", "Spam ou propaganda", "Outro motivo"] as const;
