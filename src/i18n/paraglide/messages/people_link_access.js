import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Link_AccessInputs */

const en_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What visitors may see`)
};

const es_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué pueden ver los visitantes`)
};

const fr_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les visiteurs peuvent voir`)
};

const it_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa possono vedere i visitatori`)
};

const pt_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que os visitantes podem ver`)
};

const el_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι βλέπουν οι επισκέπτες`)
};

const hr_people_link_access = /** @type {(inputs: People_Link_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Što posjetitelji smiju vidjeti`)
};

/**
* | output |
* | --- |
* | "What visitors may see" |
*
* @param {People_Link_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_link_access = /** @type {((inputs?: People_Link_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_link_access(inputs)
	if (locale === "fr") return fr_people_link_access(inputs)
	if (locale === "it") return it_people_link_access(inputs)
	if (locale === "pt") return pt_people_link_access(inputs)
	if (locale === "el") return el_people_link_access(inputs)
	if (locale === "hr") return hr_people_link_access(inputs)
	return en_people_link_access(inputs)
});