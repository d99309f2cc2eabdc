import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_Send_Again_LabelInputs */

const en_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send the invitation to ${i?.email} again`)
};

const es_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar la invitación a ${i?.email}`)
};

const fr_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renvoyer l’invitation à ${i?.email}`)
};

const it_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invia di nuovo l’invito a ${i?.email}`)
};

const pt_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar o convite para ${i?.email}`)
};

const el_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Νέα αποστολή της πρόσκλησης στο ${i?.email}`)
};

const hr_join_send_again_label = /** @type {(inputs: Join_Send_Again_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ponovno pošalji pozivnicu na ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Send the invitation to {email} again" |
*
* @param {Join_Send_Again_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_send_again_label = /** @type {((inputs: Join_Send_Again_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Send_Again_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_send_again_label(inputs)
	if (locale === "fr") return fr_join_send_again_label(inputs)
	if (locale === "it") return it_join_send_again_label(inputs)
	if (locale === "pt") return pt_join_send_again_label(inputs)
	if (locale === "el") return el_join_send_again_label(inputs)
	if (locale === "hr") return hr_join_send_again_label(inputs)
	return en_join_send_again_label(inputs)
});