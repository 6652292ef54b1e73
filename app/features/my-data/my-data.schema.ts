import { z } from "zod";
import { DELETE_CONFIRMATION_WORD, MY_DATA_MESSAGES as M } from "./my-data.constants";

/** 'Excluir minha conta': the password again, and the confirmation word typed. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.passwordWrong),
  confirmation: z
    .string({ error: M.confirmationWrong })
    .trim()
    .refine((value) => value.toUpperCase() === DELETE_CONFIRMATION_WORD, M.confirmationWrong),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
