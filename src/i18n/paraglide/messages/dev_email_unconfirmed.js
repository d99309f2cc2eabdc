import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Dev_Email_UnconfirmedInputs */

const en_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed yet: follow the link we mailed to ${i?.email}.`)
};

const es_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sin confirmar: abre el enlace que enviamos a ${i?.email}.`)
};

const fr_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore confirmée : ouvrez le lien envoyé à ${i?.email}.`)
};

const it_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non ancora confermata: apri il link che abbiamo inviato a ${i?.email}.`)
};

const pt_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ainda não confirmado: abra o link que enviamos para ${i?.email}.`)
};

const el_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν έχει επιβεβαιωθεί ακόμη: ανοίξτε τον σύνδεσμο που στείλαμε στο ${i?.email}.`)
};

const hr_dev_email_unconfirmed = /** @type {(inputs: Dev_Email_UnconfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Još nije potvrđena: otvorite poveznicu koju smo poslali na ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Not confirmed yet: follow the link we mailed to {email}." |
*
* @param {Dev_Email_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_email_unconfirmed = /** @type {((inputs: Dev_Email_UnconfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Email_UnconfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_email_unconfirmed(inputs)
	if (locale === "fr") return fr_dev_email_unconfirmed(inputs)
	if (locale === "it") return it_dev_email_unconfirmed(inputs)
	if (locale === "pt") return pt_dev_email_unconfirmed(inputs)
	if (locale === "el") return el_dev_email_unconfirmed(inputs)
	if (locale === "hr") return hr_dev_email_unconfirmed(inputs)
	return en_dev_email_unconfirmed(inputs)
});