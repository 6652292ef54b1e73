// The public entry of notification-contacts (client-safe): what other features, pages and the app may import.
export { notificationContactsContract } from "./api/notification-contacts.contract";
export { NotificationContactForm } from "./components/notification-contact-form";
export { contactFormSchema } from "./notification-contacts.schema";
export { CONTACT_KINSHIPS } from "./notification-contacts.constants";
