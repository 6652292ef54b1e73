import { z } from "zod";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { phoneDigits } from "~/shared/validation/phone";
import { ATTENDANCE_MESSAGES } from "./attendance.messages";

export { ATTENDANCE_FIELD_RULES, ATTENDANCE_MESSAGES } from "./attendance.messages";

/** Name, e-mail and cellphone (11 digits, typed formatted or not; kept as digits). */
export const attendanceSchema = z.object(
  {
    name: z
      .string({ message: ATTENDANCE_MESSAGES.name })
      .trim()
      .min(1, ATTENDANCE_MESSAGES.name)
      .max(120, ATTENDANCE_MESSAGES.nameLong)
      .regex(/^\P{Cc}*$/u, ATTENDANCE_MESSAGES.name),
    email: z
      .string({ message: ATTENDANCE_MESSAGES.email })
      .trim()
      .toLowerCase()
      .min(1, ATTENDANCE_MESSAGES.email)
      .max(200, ATTENDANCE_MESSAGES.email)
      .regex(EMAIL_PATTERN, ATTENDANCE_MESSAGES.email),
    cellphone: z
      .string({ message: ATTENDANCE_MESSAGES.phoneRequired })
      .max(40, ATTENDANCE_MESSAGES.phoneLength)
      .transform(phoneDigits)
      .refine((digits) => digits.length > 0, ATTENDANCE_MESSAGES.phoneRequired)
      .refine((digits) => digits.length === 11, ATTENDANCE_MESSAGES.phoneLength),
  },
  { message: "Envie nome, e-mail e celular." },
);

export type AttendanceInput = z.infer<typeof attendanceSchema>;
