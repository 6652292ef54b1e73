import { siteInfo } from "~/shared/site.server";
import type { Route } from "./+types/robots";

const PRIVATE_AREAS = [
  "/api/",
  "/admin/",
  "/account",
  "/account-settings",
  "/profiles",
  "/wallet",
  "/wallet-expenses",
  "/add-balance",
  "/createVoucher",
  "/editProfile/",
  "/upgradeProfile/",
  "/complete-profile/",
  "/create-loved-one-profile",
  "/create-simplified-profile",
  "/add-notification-contacts/",
  "/music-callback",
  "/resetPassword",
  "/payment",
  "/qrcode/",
];

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = siteInfo(context.ctx);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_AREAS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
