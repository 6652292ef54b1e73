// What the public pages' scripts need from following (kept light: inlined into the memorial page).

/** The memorial page's follow form's e-mail field. */
export const FOLLOW_EMAIL_INPUT_ID = "seguir-email";

/** Said after signing the attendance list with JavaScript, when the follow form is on the page. */
export const FOLLOW_OFFER = "Quer receber um e-mail nas datas que importam? Siga o memorial logo abaixo.";
