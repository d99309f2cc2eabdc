import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_CopiedInputs */

const en_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

const es_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace copiado`)
};

const fr_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié`)
};

const it_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiato`)
};

const pt_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiado`)
};

const el_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος αντιγράφηκε`)
};

const hr_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poveznica je kopirana`)
};

/**
* | output |
* | --- |
* | "Link copied" |
*
* @param {Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_copied = /** @type {((inputs?: Share_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copied(inputs)
	if (locale === "fr") return fr_share_copied(inputs)
	if (locale === "it") return it_share_copied(inputs)
	if (locale === "pt") return pt_share_copied(inputs)
	if (locale === "el") return el_share_copied(inputs)
	if (locale === "hr") return hr_share_copied(inputs)
	return en_share_copied(inputs)
});