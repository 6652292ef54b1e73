/**
 * Legal-form words at the end of a Brazilian company name ('Ltda', 'ME', 'EPP', 'EIRELI', 'S.A.',
 * 'S/A', or several: 'Ltda - ME'), with the dashes and commas that join them: nobody is greeted with them.
 */
const LEGAL_FORMS = /(?:[\s,–—-]+(?:ltda|me|epp|mei|eireli|s\.?\/?a)\.?)+$/i;

/** How the site greets a person: 'Olá, {greetingName}!'. */
export function greetingNameOf(user: { name: string; type: "regular" | "partner" | "admin" }): string {
  const name = user.name.trim().replace(/\s+/g, " ");
  // A partner's name is its company's (partner registration asks 'Nome da empresa'): the first word
  // alone would greet 'Funerária' or 'Grupo'. It is kept whole, minus the legal form.
  if (user.type === "partner") return name.replace(LEGAL_FORMS, "").trim() || name;
  return name.split(" ")[0] ?? "";
}
