import { z } from "zod";
import { CONTACT_KINSHIPS } from "~/features/notification-contacts";
import { phoneDigits } from "~/shared/validation/phone";
import {
  CLAIM_MESSAGES as M,
  MAX_ANSWER,
  MAX_DECISION_NOTE,
  MAX_EVIDENCE,
  MAX_FULL_NAME,
  MAX_OBJECTION,
} from "./claims.constants";

type Relationship = Exclude<(typeof CONTACT_KINSHIPS)[number], "Amigo">;

/** The relationships a claimant may state: the notification contacts' kinship list, 'Amigo' aside. */
export const CLAIM_RELATIONSHIPS = CONTACT_KINSHIPS.filter(
  (kinship): kinship is Relationship => kinship !== "Amigo",
) as [Relationship, ...Relationship[]];

const text = (required: string) => z.string({ message: required }).trim().min(1, required);

const answer = text(M.answerRequired).max(MAX_ANSWER, M.answerTooLong);

/** The claim form: the three answers and who the claimant says they are. */
export const claimFormSchema = z.object({
  motherName: answer,
  motherSpouse: answer,
  motherHometown: answer,
  fullName: text(M.fullNameRequired).max(MAX_FULL_NAME, M.fullNameTooLong),
  relationship: z.enum(CLAIM_RELATIONSHIPS, { message: M.relationshipInvalid }),
  phone: z
    .string({ message: M.phoneInvalid })
    .transform(phoneDigits)
    .refine((digits) => digits.length === 11, M.phoneInvalid),
  evidence: text(M.evidenceRequired).max(MAX_EVIDENCE, M.evidenceTooLong),
});
export type ClaimForm = z.infer<typeof claimFormSchema>;

export const objectionSchema = z.object({
  text: text(M.objectionRequired).max(MAX_OBJECTION, M.objectionTooLong),
});

export const decisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { message: M.decisionInvalid }),
  note: text(M.noteRequired).max(MAX_DECISION_NOTE, M.noteTooLong),
});

/** The first message of a Zod failure, per field (the forms show each under its field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}
