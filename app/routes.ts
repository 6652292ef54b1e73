import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CONTRACT_PAGES } from "./features/contracts/contracts.catalog";

/** The route table of the spec (part 1, section 2), section by section. */
export default [
  // Home and content pages
  index("pages/home/home.tsx", { id: "home" }),
  route("home", "pages/home/home.tsx", { id: "home-alias" }),
  route("sobre-nos", "features/about/about.tsx"),
  route("contato", "features/contact/contact.tsx"),
  route("blog", "features/blog/blog.tsx"),
  route("post", "features/blog/post.tsx"),

  // Accounts and session
  route("login", "features/accounts/login.tsx"),
  route("register", "features/accounts/register.tsx"),
  route("partner-register", "features/accounts/partner-register.tsx"),
  route("logout", "features/accounts/logout.ts"),
  route("account", "features/accounts/account.tsx"),
  route("esqueciMinhaSenha", "features/accounts/forgot-password.tsx"),
  route("resetPassword", "features/accounts/reset-password.tsx"),

  // The task zone: screens of signed-in people that hydrate React (docs/decisions/011): the wallet,
  // vouchers, the wizards, upgrade and edit, notification contacts, music, admin screens.
  layout("features/task-zone/task-layout.tsx", [
    route("account-settings", "features/accounts/account-settings.tsx"),
    route("wallet", "pages/wallet/wallet-screen.tsx"),
    route("wallet-expenses", "features/wallet/wallet-expenses.tsx", { id: "expenses" }),
    route("add-balance", "pages/add-balance/add-balance.tsx"),
    route("upgradeProfile/:username", "features/profile-editor/upgrade/upgrade-profile.tsx"),
    route("editProfile/:username", "features/profile-editor/editing/edit-profile.tsx"),
    route("createVoucher", "features/vouchers/create-voucher.tsx"),
    route("add-notification-contacts/:username", "features/notification-contacts/add-notification-contacts.tsx"),
    // The memorial panel (issue 18): every management task of one memorial, for the people who manage it
    route("painel/:username", "pages/panel/panel.tsx"),
    route("painel/:username/referencia-religiosa", "features/faith/faith-screen.tsx"),
    route("painel/:username/livro-de-memorias", "features/keepsake/keepsake-screen.tsx"),
    route("painel/:username/cerimonias", "features/ceremonies/ceremonies-screen.tsx"),
    route("admin/plaqueOrders", "features/plaques/plaque-orders-screen.tsx", { id: "plaque-orders" }),
    route("create-loved-one-profile", "features/profile-editor/creation/create-loved-one-profile.tsx"),
    route("complete-profile/:id", "features/profile-editor/completion/complete-profile.tsx"),
    route("music-callback", "features/music/music-callback.tsx"),
    route("create-simplified-profile", "features/profile-editor/partner/create-simplified-profile.tsx"),
    // Reivindicar memorial (decision 057): a relative's claim, an administrator's objection, the admins' review
    route("reivindicar/:username", "features/claims/claim-screen.tsx"),
    route("reivindicacoes/:claimId/contestar", "features/claims/objection-screen.tsx"),
    route("admin/reivindicacoes", "features/claims/review-screen.tsx"),
    // 'Meus dados' (decision 058): see, export and erase one's data; the export's e-mailed link
    route("meus-dados", "features/my-data/my-data-screen.tsx"),
    route("meus-dados/exportacao/:token", "features/my-data/export-link.tsx"),
  ]),

  // Task screens anyone may use (the honor form: its payer may be an anonymous visitor)
  layout("features/task-zone/open-task-layout.tsx", [
    route("homenagear/:username", "features/tributes/honor-page.tsx"),
  ]),

  // The 'Meus dados' export's ZIP (a file, outside the task layout), and where a deletion lands
  route("meus-dados/exportacao/:token/arquivo", "features/my-data/export-file-route.ts"),
  route("conta-excluida", "features/my-data/account-deleted.tsx"),

  // The memorial panel's QR code download (a file, outside the task layout)
  route("painel/:username/placa-qr.png", "pages/panel/panel-qrcode.ts"),
  route("admin/plaqueBatches/:batch", "features/plaques/plaque-batch-sheet.ts"),
  route("painel/:username/arte/:file", "pages/panel/panel-plaque-art.ts"),
  route("admin/plaqueOrders/cartoes/:file", "features/plaques/print-file-route.ts"),
  route("painel/:username/livro-de-memorias/:file", "features/keepsake/keepsake-file-route.ts"),

  // My profiles
  route("profiles", "features/my-profiles/profiles-home.tsx"),
  route("yourProfilesList", "features/my-profiles/profile-lists.tsx", { id: "your-profiles-list" }),
  route("yoursProfilesActivities", "features/my-profiles/profile-lists.tsx", {
    id: "yours-profiles-activities",
  }),

  // Profile search and the tribute hub
  route("searchProfiles", "features/profile-search/search-profiles.tsx"),
  route("profile", "features/profile-search/profile-index.ts"),
  route("homenagens", "features/honors/homenagens.tsx"),
  route(":honor/choose-profiles", "features/honors/choose-profiles.tsx"),
  route("localizacao", "features/location/choose-location.tsx"),

  // Cemeteries
  route("searchCemeteries", "features/cemeteries/search-cemeteries.tsx"),
  route("cemiterio/:id", "features/cemeteries/cemetery.tsx"),

  // Public memorial
  route("profile/:username/:token?", "pages/memorial/memorial.tsx"),
  route("og/profile/:file", "features/memorial/og/og-image-route.ts"),
  route("cerimonias/:file", "features/ceremonies/ceremony-ics-route.ts"),

  // Plans
  route("pacotes", "features/plans/plans-page.tsx", { id: "pacotes" }),
  route("pricing", "features/plans/plans-page.tsx", { id: "pricing" }),

  // Payment status: public, so an anonymous tribute payer follows it by its link (DECISIONS.md)
  route("payment", "features/payments/payment-page.tsx"),

  // The music sandbox (decision 016): the stand-in for the service's consent page, covers, playlists, player
  route("music/sandbox/authorize", "features/music/sandbox/sandbox-authorize.tsx"),
  route("music/sandbox/cover/:file", "features/music/sandbox/sandbox-cover.ts"),
  route("music/sandbox/playlist/:id", "features/music/sandbox/sandbox-playlist.tsx"),
  route("music/sandbox/embed/:id", "features/music/sandbox/sandbox-embed.ts"),

  // Contracts (read-only)
  ...CONTRACT_PAGES.map((page) =>
    route(page.path.slice(1), "features/contracts/contract-page.tsx", { id: `contract:${page.key}` }),
  ),

  // A notification contact's way out of the update e-mails (decision 020): confirmed by a POST
  route("cancelar-notificacoes/:token", "features/notification-contacts/unsubscribe.tsx"),

  // Following a memorial by e-mail (decision 055): the form's answer, the double opt-in, the way out
  route("seguir/confirmar/:token", "features/followers/confirm-follow.tsx"),
  route("seguir/cancelar/:token", "features/followers/unsubscribe-follow.tsx"),
  route("seguir/:username", "features/followers/follow-page.tsx"),

  // Consent without JavaScript
  route("consent", "features/consent/accept.tsx"),

  // An invitation to help manage a memorial (decision 040)
  route("convite/:token", "features/memorial-team/accept-invitation.tsx"),

  // Memorial plaques
  route("qrcode/:hash", "features/plaques/qrcode.tsx"),

  // Machine-readable
  route("robots.txt", "features/seo/robots.ts"),
  route("sitemap.xml", "features/seo/sitemap.ts"),

  // Any other path goes home
  route("*", "features/seo/unknown-path.ts"),
] satisfies RouteConfig;
