/**
 * A complete live configuration (APP_MODE=live, decision 034): every provider real, every secret
 * given and none of them a public or placeholder value. Tests take variables away from it.
 */
export const LIVE_ENV = {
  APP_MODE: "live",
  PAYMENT_PROVIDER: "mercadopago",
  MP_ACCESS_TOKEN: "APP_USR-4821937465019283-031014-8f3a9c2e7b1d4f60a5e8c9b7d2f1a3e4-918273645",
  MP_PUBLIC_KEY: "APP_USR-7c1e9a42-5b3d-4f8e-a6c0-2d9b8e1f7a35",
  MP_WEBHOOK_SECRET: "e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8",
  RECAPTCHA_SITE_KEY: "6LdQx8IpAAAAAKm3vN7rT2yW9bF4hJ6sLpQzXc1D",
  RECAPTCHA_SECRET: "6LdQx8IpAAAAAN5gH2kJ8mP4rT7vX9zB3cF6wY1E",
  MUSIC_PROVIDER: "spotify",
  SPOTIFY_CLIENT_ID: "4f9c2a7e1b8d3c6f0a5e9b2d7c4f1a8e",
  SPOTIFY_CLIENT_SECRET: "b7e2d9f4a1c8e5b3f0d6a9c2e7b4f1d8",
  MAIL_TRANSPORT: "smtps://memorial:s3nh4-do-smtp@smtp.memorial.example:465",
  GEOCODER: "nominatim",
  LLM_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-proj-Zr8Kq2Lm5Nw9Xv3Bt7Hy1Pc4Df6Gj0Sa",
  SESSION_SECRET: "Qm7vR2xK9pL4wN8zT1bH6cJ3fY5gD0sA",
  METRICS_TOKEN: "p8Hq3Vz6Lw1Rk9Tn4Yb7Cm2Fd5Gs0Xj",
  PUBLIC_URL: "https://memorial.example",
  DEMO_DATA: "false",
} as const satisfies Record<string, string>;
