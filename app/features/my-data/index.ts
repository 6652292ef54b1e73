// The public entry of my-data for the browser: constants only (no Zod here).
export { DELETE_CONFIRMATION_WORD, EXPORT_LINK_DAYS, MY_DATA_MESSAGES } from "./my-data.constants";
