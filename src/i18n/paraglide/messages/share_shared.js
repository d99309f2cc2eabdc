import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_SharedInputs */

const en_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared.`)
};

const es_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartido.`)
};

const fr_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagé.`)
};

const it_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiviso.`)
};

const pt_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhado.`)
};

const el_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κοινοποιήθηκε.`)
};

const hr_share_shared = /** @type {(inputs: Share_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podijeljeno.`)
};

/**
* | output |
* | --- |
* | "Shared." |
*
* @param {Share_SharedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_shared = /** @type {((inputs?: Share_SharedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_SharedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_shared(inputs)
	if (locale === "fr") return fr_share_shared(inputs)
	if (locale === "it") return it_share_shared(inputs)
	if (locale === "pt") return pt_share_shared(inputs)
	if (locale === "el") return el_share_shared(inputs)
	if (locale === "hr") return hr_share_shared(inputs)
	return en_share_shared(inputs)
});