/**
 * The company's messaging and social channels (WHATSAPP_NUMBER, INSTAGRAM_URL). A demo install
 * (DEMO_DATA=true) without them shows each as an example, marked as one, so a newcomer sees the
 * whole shell; an example never links to a real number or profile (docs/decisions/031).
 */
export type ContactChannel = "whatsapp" | "instagram";

/** Where an example channel leads: the contact page's list, which says it is an example. */
export const CHANNELS_ANCHOR = "canais";
export const EXAMPLE_CHANNEL_HREF = `/contato#${CHANNELS_ANCHOR}`;

/**
 * What an example shows in place of the real contact, made so that it cannot belong to anyone:
 * Brazil has no area code 00, and Instagram names cannot contain a hyphen.
 */
export const EXAMPLE_CHANNEL_SHOWN: Record<ContactChannel, string> = {
  whatsapp: "(00) 00000-0000",
  instagram: "@perfil-de-exemplo",
};

export const CHANNEL_NAME: Record<ContactChannel, string> = { whatsapp: "WhatsApp", instagram: "Instagram" };

/** The accessible name of an example channel's link: "WhatsApp (exemplo)". */
export const exampleLabel = (channel: ContactChannel) => `${CHANNEL_NAME[channel]} (exemplo)`;
