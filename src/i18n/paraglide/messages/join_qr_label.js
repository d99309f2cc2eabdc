import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_Qr_LabelInputs */

const en_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of the invitation link for ${i?.email}`)
};

const es_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR del enlace de invitación para ${i?.email}`)
};

const fr_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code du lien d’invitation pour ${i?.email}`)
};

const it_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice QR del link di invito per ${i?.email}`)
};

const pt_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código QR do link de convite para ${i?.email}`)
};

const el_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κωδικός QR του συνδέσμου πρόσκλησης για το ${i?.email}`)
};

const hr_join_qr_label = /** @type {(inputs: Join_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR kod poveznice pozivnice za ${i?.email}`)
};

/**
* | output |
* | --- |
* | "QR code of the invitation link for {email}" |
*
* @param {Join_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_qr_label = /** @type {((inputs: Join_Qr_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Qr_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_qr_label(inputs)
	if (locale === "fr") return fr_join_qr_label(inputs)
	if (locale === "it") return it_join_qr_label(inputs)
	if (locale === "pt") return pt_join_qr_label(inputs)
	if (locale === "el") return el_join_qr_label(inputs)
	if (locale === "hr") return hr_join_qr_label(inputs)
	return en_join_qr_label(inputs)
});