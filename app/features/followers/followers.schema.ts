import { z } from "zod";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { FOLLOWER_MESSAGES } from "./followers.constants";

/** The follow form: an e-mail (lower case) and the page's bot-check token. */
export const followSchema = z.object(
  {
    email: z
      .string({ message: FOLLOWER_MESSAGES.email })
      .trim()
      .toLowerCase()
      .min(1, FOLLOWER_MESSAGES.email)
      .max(200, FOLLOWER_MESSAGES.email)
      .regex(EMAIL_PATTERN, FOLLOWER_MESSAGES.email),
    captchaToken: z.string({ message: FOLLOWER_MESSAGES.robot }).max(4096, FOLLOWER_MESSAGES.robot).optional(),
  },
  { message: FOLLOWER_MESSAGES.invalid },
);

export type FollowInput = z.infer<typeof followSchema>;
