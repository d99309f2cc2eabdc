import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Link_Invalid_TitleInputs */

const en_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not valid`)
};

const es_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace no válido`)
};

const fr_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

const it_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link non valido`)
};

const pt_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link inválido`)
};

const el_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη έγκυρος σύνδεσμος`)
};

const hr_dev_link_invalid_title = /** @type {(inputs: Dev_Link_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poveznica nije valjana`)
};

/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Dev_Link_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_link_invalid_title = /** @type {((inputs?: Dev_Link_Invalid_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_Invalid_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_link_invalid_title(inputs)
	if (locale === "fr") return fr_dev_link_invalid_title(inputs)
	if (locale === "it") return it_dev_link_invalid_title(inputs)
	if (locale === "pt") return pt_dev_link_invalid_title(inputs)
	if (locale === "el") return el_dev_link_invalid_title(inputs)
	if (locale === "hr") return hr_dev_link_invalid_title(inputs)
	return en_dev_link_invalid_title(inputs)
});