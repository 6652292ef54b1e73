/** Pages with public forms (sign-in, registration, contact, attendance): live validation. */
import { enhanceForms } from "../forms";

enhanceForms();
