import type { z } from "zod";
import type { PartnerStepKey } from "./partner-steps";
import {
  ceremoniesStepSchema,
  customerStepSchema,
  honoreeStepSchema,
  plaqueStepSchema,
  planStepSchema,
  simplifiedFormSchema,
} from "./simplified-profile.schema";

/**
 * Each partner step's schema, by the step's key: what 'Continuar' checks before the next step shows.
 * The browser's table (`partner-steps.tsx`) holds none: the wizard imports this module with the
 * form's validation, on the first interaction (decision 053); the route action and the service
 * check the whole form with `simplifiedFormSchema`.
 */
export const PARTNER_STEP_SCHEMAS: Record<PartnerStepKey, (today: string) => z.ZodType> = {
  plaque: () => plaqueStepSchema,
  honoree: honoreeStepSchema,
  ceremonies: () => ceremoniesStepSchema,
  customer: () => customerStepSchema,
  plan: () => planStepSchema,
};

export { simplifiedFormSchema };
