import { z } from "zod";

export const moderateSchema = z.object({
  decision: z.enum(["hide", "show", "approve", "reject"], { message: "Escolha: hide, show, approve ou reject." }),
});
export const reportSchema = z.object({ reason: z.string().max(60).optional() });
export const approvalSchema = z.object({ approveTributes: z.boolean({ message: "Informe true ou false." }) });
