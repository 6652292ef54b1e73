import { z } from "zod";
import { isUf } from "~/shared/validation/uf";

export const LOCATION_MESSAGES = {
  latitude: "A latitude deve ser um número entre -90 e 90.",
  longitude: "A longitude deve ser um número entre -180 e 180.",
  city: "Informe a cidade.",
  cityLength: "O nome da cidade deve ter no máximo 100 caracteres.",
  state: "Escolha um estado (UF) válido.",
  unknown: "Não foi possível identificar sua cidade. Escolha a cidade manualmente.",
} as const;

/** The browser's position, as posted to POST /api/location. */
export const coordinatesSchema = z.object({
  latitude: z
    .number({ message: LOCATION_MESSAGES.latitude })
    .min(-90, LOCATION_MESSAGES.latitude)
    .max(90, LOCATION_MESSAGES.latitude),
  longitude: z
    .number({ message: LOCATION_MESSAGES.longitude })
    .min(-180, LOCATION_MESSAGES.longitude)
    .max(180, LOCATION_MESSAGES.longitude),
});

/** A city picked by hand: free text (Brazil has 5,570 municipalities) and a valid UF. */
export const manualLocationSchema = z.object({
  city: z
    .string({ message: LOCATION_MESSAGES.city })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, LOCATION_MESSAGES.city).max(100, LOCATION_MESSAGES.cityLength)),
  state: z
    .string({ message: LOCATION_MESSAGES.state })
    .refine(isUf, LOCATION_MESSAGES.state)
    .transform((v) => v.trim().toUpperCase()),
});
