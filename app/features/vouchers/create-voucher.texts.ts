/**
 * The text /createVoucher shows once a voucher is made. Apart from `create-voucher.constants.ts`
 * so the screen's first load does not carry the share button's and the form's texts, which load
 * with them (decision 053).
 */
export const VOUCHER_CREATED = "Seu voucher foi criado!";
