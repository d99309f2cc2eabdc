import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Join_Mail_Declined_BodyInputs */

const en_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An administrator declined your sign-up at ${i?.url}.`)
};

const es_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrador ha rechazado tu solicitud en ${i?.url}.`)
};

const fr_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrateur a refusé votre inscription sur ${i?.url}.`)
};

const it_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un amministratore ha rifiutato la tua iscrizione su ${i?.url}.`)
};

const pt_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um administrador recusou o seu pedido em ${i?.url}.`)
};

const el_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής απέρριψε την εγγραφή σας στο ${i?.url}.`)
};

const hr_join_mail_declined_body = /** @type {(inputs: Join_Mail_Declined_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Administrator je odbio vašu registraciju na ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "An administrator declined your sign-up at {url}." |
*
* @param {Join_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_declined_body = /** @type {((inputs: Join_Mail_Declined_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Declined_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_declined_body(inputs)
	if (locale === "fr") return fr_join_mail_declined_body(inputs)
	if (locale === "it") return it_join_mail_declined_body(inputs)
	if (locale === "pt") return pt_join_mail_declined_body(inputs)
	if (locale === "el") return el_join_mail_declined_body(inputs)
	if (locale === "hr") return hr_join_mail_declined_body(inputs)
	return en_join_mail_declined_body(inputs)
});