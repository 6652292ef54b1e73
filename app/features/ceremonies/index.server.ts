// The public entry of ceremonies's server services: what other features, pages and the app may import.
export {
  addCeremony,
  addPreparedCeremonies,
  prepareCeremony,
  type PreparedCeremony,
  CEREMONY_ANNOUNCED_JOB,
  ceremonyForAnnouncement,
  listCeremonies,
  removeCeremony,
  upcomingCeremonies,
  updateCeremony,
  type CeremonyAnnouncement,
} from "./ceremonies.server";
export { mayManageCeremonies } from "./ceremony-access.server";
export { ceremoniesPersonalData } from "./ceremonies-personal-data.server";
export { NOTA_RENDER_JOB, oweNota } from "./nota-job.server";
export { renderNotaJob } from "./nota.server";
export { memorialCeremonies, type MemorialCeremonies } from "./memorial-ceremonies.server";
export { panelCeremonies, type PanelCeremonies } from "./panel-ceremonies.server";
