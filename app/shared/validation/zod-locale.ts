import { z } from "zod";

// Messages a schema does not spell out itself come in Brazilian Portuguese.
z.config(z.locales.ptBR());
