import type { CemeteryKey } from "./cemeteries";
import type { OwnerKey } from "./users";

export type PlanType = "Free" | "Ouro" | "Platina" | "Diamante";
export type Gender = "Homem" | "Mulher" | "Outro";

/** One demo memorial, as the family would fill it in. */
export interface PersonSeed {
  name: string;
  /** How the person liked to be called. */
  surname: string;
  gender: Gender;
  religion: string;
  profession: string;
  /** YYYY-MM-DD. */
  birth: string;
  death: string;
  /** "Cidade/UF". */
  hometown: string;
  /** Place of death, ending in "Cidade/UF". */
  location: string;
  /** Where the person rests; null for cremation or a cemetery outside the catalogue. */
  cemetery: CemeteryKey | null;
  /** City and UF when there is no cemetery. */
  rest?: { city: string; state: string };
  type: PlanType;
  owner: OwnerKey;
  /** A short message to the world (80–200 characters). */
  bio: string;
  /** The paragraph of the life story that only this person has. */
  story: string;
  interests?: string[];
  /** "Degree: Name" pairs separated by semicolons, in display order. */
  kin?: string;
  /** Number of gallery photos. */
  gallery?: number;
  /** The seed moves the birth day and month to "today" (the birthday of the day). */
  birthdayToday?: true;
  access?: "Private";
  activated?: false;
}
