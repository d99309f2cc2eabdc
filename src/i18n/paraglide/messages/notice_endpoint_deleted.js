import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Endpoint_DeletedInputs */

const en_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The endpoint is deleted.`)
};

const es_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El endpoint se ha eliminado.`)
};

const fr_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le point de terminaison est supprimé.`)
};

const it_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’endpoint è stato eliminato.`)
};

const pt_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endpoint foi apagado.`)
};

const el_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το endpoint διαγράφηκε.`)
};

const hr_notice_endpoint_deleted = /** @type {(inputs: Notice_Endpoint_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Krajnja točka je izbrisana.`)
};

/**
* | output |
* | --- |
* | "The endpoint is deleted." |
*
* @param {Notice_Endpoint_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_endpoint_deleted = /** @type {((inputs?: Notice_Endpoint_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Endpoint_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_endpoint_deleted(inputs)
	if (locale === "fr") return fr_notice_endpoint_deleted(inputs)
	if (locale === "it") return it_notice_endpoint_deleted(inputs)
	if (locale === "pt") return pt_notice_endpoint_deleted(inputs)
	if (locale === "el") return el_notice_endpoint_deleted(inputs)
	if (locale === "hr") return hr_notice_endpoint_deleted(inputs)
	return en_notice_endpoint_deleted(inputs)
});