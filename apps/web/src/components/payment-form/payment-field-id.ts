/** The id of a payment field's input, so the flash box can link to it. */
export const paymentFieldId = (field: string) => `billing-${field}`;
