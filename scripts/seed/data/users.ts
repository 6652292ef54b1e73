/** The people who administer the demo memorials. Every account's password is "memorial123". */
export const DEMO_PASSWORD = "memorial123";

export const DEMO_USER = { email: "demo@memorial.example", password: DEMO_PASSWORD, name: "Ana Souza" } as const;

export const DEMO_PARTNER = {
  email: "parceiro@memorial.example",
  password: DEMO_PASSWORD,
  name: "Funerária Paz Eterna",
} as const;

/** Twelve digits; the CNPJ check digits are computed by the seed. */
export const DEMO_PARTNER_CNPJ_BASE = "274619530001";

export type OwnerKey = "demo" | "c1" | "c2" | "f1" | "f2" | "f3" | "f4" | "f5" | "f6" | "f7" | "f8";

export interface FamilyUser {
  key: Exclude<OwnerKey, "demo">;
  name: string;
  email: string;
  cellphone: string;
  /** Accounts the partner opened for its customers. */
  byPartner?: boolean;
  active?: boolean;
}

export const FAMILY_USERS: FamilyUser[] = [
  { key: "f1", name: "Marcos Nogueira", email: "marcos.nogueira@email.example", cellphone: "21987312045" },
  { key: "f2", name: "Juliana Bonfim Lima", email: "juliana.lima@email.example", cellphone: "71991246630" },
  { key: "f3", name: "Paulo Henrique Brum", email: "paulo.brum@email.example", cellphone: "51984407712" },
  { key: "f4", name: "Fernanda Nascimento", email: "fernanda.nascimento@email.example", cellphone: "81996530218" },
  { key: "f5", name: "Ricardo Almeida", email: "ricardo.almeida@email.example", cellphone: "31988214407" },
  { key: "f6", name: "Camila Rocha Vieira", email: "camila.vieira@email.example", cellphone: "48991738250" },
  { key: "f7", name: "Tiago Sampaio Barbosa", email: "tiago.barbosa@email.example", cellphone: "85987613390" },
  { key: "f8", name: "Patrícia Gomes Kowalski", email: "patricia.kowalski@email.example", cellphone: "41998127764" },
  {
    key: "c1",
    name: "Roberto Tavares",
    email: "roberto.tavares@email.example",
    cellphone: "41996652013",
    byPartner: true,
  },
  {
    key: "c2",
    name: "Lúcia Helena Prado",
    email: "lucia.prado@email.example",
    cellphone: "51993021876",
    byPartner: true,
    active: false,
  },
];
