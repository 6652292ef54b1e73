import { z } from "zod";
import { EMAIL_PATTERN } from "~/shared/validation/email";

export const CONTACT_SENT = "Mensagem enviada! Responderemos pelo e-mail informado.";

export const CONTACT_MESSAGES = {
  name: "Informe o seu nome.",
  email: "Informe um e-mail válido.",
  message: "Escreva a sua mensagem.",
} as const;

export const contactSchema = z.object(
  {
    name: z
      .string({ message: "Informe o seu nome." })
      .trim()
      .min(1, "Informe o seu nome.")
      .max(120, "O nome pode ter até 120 caracteres."),
    email: z
      .string({ message: "Informe o seu e-mail." })
      .trim()
      .min(1, "Informe o seu e-mail.")
      .max(200, "Informe um e-mail válido.")
      .regex(EMAIL_PATTERN, "Informe um e-mail válido."),
    message: z
      .string({ message: "Escreva a sua mensagem." })
      .trim()
      .min(1, "Escreva a sua mensagem.")
      .max(4000, "A mensagem pode ter até 4000 caracteres."),
    /** Left empty by people; filled by bots. */
    website: z.string().max(0, "Não foi possível enviar a mensagem.").optional(),
  },
  { message: "Envie nome, e-mail e mensagem." },
);

export type ContactInput = z.infer<typeof contactSchema>;
