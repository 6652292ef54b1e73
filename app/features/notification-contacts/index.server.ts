// The public entry of notification-contacts's server services: what other features, pages and the app may import.
export { notificationContactsApi } from "./api/notification-contacts.api";
export { listNotificationContactsOf, saveNotificationContact } from "./notification-contacts.server";
export { startUpdateNoticeSchedule } from "./update-notices.server";
export { notificationContactsPersonalData } from "./personal-data.server";
