import type { VisitorLocation } from "~/shared/visitor";
import type { Geocoder } from "./provider";

/** The 27 state capitals and their coordinates (city hall area), in decimal degrees. */
export const BRAZILIAN_CAPITALS = [
  { city: "Rio Branco", state: "AC", lat: -9.9747, lon: -67.81 },
  { city: "Maceió", state: "AL", lat: -9.6658, lon: -35.7353 },
  { city: "Macapá", state: "AP", lat: 0.0349, lon: -51.0694 },
  { city: "Manaus", state: "AM", lat: -3.119, lon: -60.0217 },
  { city: "Salvador", state: "BA", lat: -12.9714, lon: -38.5014 },
  { city: "Fortaleza", state: "CE", lat: -3.7319, lon: -38.5267 },
  { city: "Brasília", state: "DF", lat: -15.7939, lon: -47.8828 },
  { city: "Vitória", state: "ES", lat: -20.3155, lon: -40.3128 },
  { city: "Goiânia", state: "GO", lat: -16.6869, lon: -49.2648 },
  { city: "São Luís", state: "MA", lat: -2.5307, lon: -44.3068 },
  { city: "Cuiabá", state: "MT", lat: -15.6014, lon: -56.0979 },
  { city: "Campo Grande", state: "MS", lat: -20.4697, lon: -54.6201 },
  { city: "Belo Horizonte", state: "MG", lat: -19.9167, lon: -43.9345 },
  { city: "Belém", state: "PA", lat: -1.4558, lon: -48.4902 },
  { city: "João Pessoa", state: "PB", lat: -7.1195, lon: -34.845 },
  { city: "Curitiba", state: "PR", lat: -25.4284, lon: -49.2733 },
  { city: "Recife", state: "PE", lat: -8.0476, lon: -34.877 },
  { city: "Teresina", state: "PI", lat: -5.0892, lon: -42.8019 },
  { city: "Rio de Janeiro", state: "RJ", lat: -22.9068, lon: -43.1729 },
  { city: "Natal", state: "RN", lat: -5.7945, lon: -35.211 },
  { city: "Porto Alegre", state: "RS", lat: -30.0346, lon: -51.2177 },
  { city: "Porto Velho", state: "RO", lat: -8.7612, lon: -63.9004 },
  { city: "Boa Vista", state: "RR", lat: 2.8235, lon: -60.6758 },
  { city: "Florianópolis", state: "SC", lat: -27.5954, lon: -48.548 },
  { city: "São Paulo", state: "SP", lat: -23.5505, lon: -46.6333 },
  { city: "Aracaju", state: "SE", lat: -10.9472, lon: -37.0731 },
  { city: "Palmas", state: "TO", lat: -10.2491, lon: -48.3243 },
] as const;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres between two points given in decimal degrees. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Farther than this from every capital is not in Brazil (the farthest Brazilian towns, in the
 * west of Amazonas, are about 700 km from the nearest capital).
 */
export const SANDBOX_MAX_DISTANCE_KM = 1000;

/** The local geocoder: the nearest state capital, so demos and tests need no network. */
export class SandboxGeocoder implements Geocoder {
  async reverse(lat: number, lon: number): Promise<VisitorLocation | null> {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
    let best: (typeof BRAZILIAN_CAPITALS)[number] | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const capital of BRAZILIAN_CAPITALS) {
      const distance = haversineKm(lat, lon, capital.lat, capital.lon);
      if (distance < bestDistance) {
        best = capital;
        bestDistance = distance;
      }
    }
    if (!best || bestDistance > SANDBOX_MAX_DISTANCE_KM) return null;
    return { city: best.city, state: best.state, country: "Brasil" };
  }
}
