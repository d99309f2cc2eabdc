import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Send_AgainInputs */

const en_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again`)
};

const es_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

const fr_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer`)
};

const it_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia di nuovo`)
};

const pt_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

const el_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέα αποστολή`)
};

const hr_join_send_again = /** @type {(inputs: Join_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pošalji ponovno`)
};

/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Join_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_send_again = /** @type {((inputs?: Join_Send_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Send_AgainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_send_again(inputs)
	if (locale === "fr") return fr_join_send_again(inputs)
	if (locale === "it") return it_join_send_again(inputs)
	if (locale === "pt") return pt_join_send_again(inputs)
	if (locale === "el") return el_join_send_again(inputs)
	if (locale === "hr") return hr_join_send_again(inputs)
	return en_join_send_again(inputs)
});