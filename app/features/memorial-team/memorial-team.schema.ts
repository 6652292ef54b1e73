import { z } from "zod";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { TEAM_MESSAGES, MEMORIAL_ROLES } from "./memorial-team.constants";

// The texts and lists live beside, without Zod: screens import them, and this module (Zod with
// it) only where a schema is needed (decision 053).
export {
  TEAM_MESSAGES,
  MEMORIAL_ROLES,
  ROLE_LABELS,
  INVITATION_DAYS,
  MAX_PENDING_INVITATIONS,
} from "./memorial-team.constants";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const inviteSchema = z.object({
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ message: TEAM_MESSAGES.emailInvalid })
      .trim()
      .max(200, TEAM_MESSAGES.emailInvalid)
      .regex(EMAIL_PATTERN, TEAM_MESSAGES.emailInvalid)
      .transform((v) => v.toLowerCase()),
  ),
  role: z.enum(MEMORIAL_ROLES, { message: TEAM_MESSAGES.roleInvalid }),
});

export type InviteInput = z.infer<typeof inviteSchema>;
