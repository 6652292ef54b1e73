// The public entry of my-data's server services: what other features, pages and the app may import.
export { ACCOUNT_DELETED_MAIL_JOB, deleteAccount, sendAccountDeletedMail } from "./deletion.server";
export {
  dataExportJob,
  deleteExpiredExportFiles,
  exportFile,
  exportLink,
  MY_DATA_EXPORT_JOB,
  requestExport,
} from "./export.server";
export { myDataOverview } from "./overview.server";
export { myDataPersonalData } from "./personal-data.server";
export { personalDataSources, registerPersonalDataSources } from "./sources.server";
