import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Refusal_ClosedInputs */

const en_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This installation does not give developer access at the moment.`)
};

const es_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ahora este sitio no ofrece acceso para desarrolladores.`)
};

const fr_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site n’ouvre pas d’accès développeur pour le moment.`)
};

const it_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per ora questo sito non offre accesso agli sviluppatori.`)
};

const pt_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No momento este site não oferece acesso de desenvolvedor.`)
};

const el_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή τη στιγμή ο ιστότοπος δεν δίνει πρόσβαση σε προγραμματιστές.`)
};

const hr_dev_refusal_closed = /** @type {(inputs: Dev_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova stranica trenutačno ne daje pristup programerima.`)
};

/**
* | output |
* | --- |
* | "This installation does not give developer access at the moment." |
*
* @param {Dev_Refusal_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_closed = /** @type {((inputs?: Dev_Refusal_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_refusal_closed(inputs)
	if (locale === "fr") return fr_dev_refusal_closed(inputs)
	if (locale === "it") return it_dev_refusal_closed(inputs)
	if (locale === "pt") return pt_dev_refusal_closed(inputs)
	if (locale === "el") return el_dev_refusal_closed(inputs)
	if (locale === "hr") return hr_dev_refusal_closed(inputs)
	return en_dev_refusal_closed(inputs)
});