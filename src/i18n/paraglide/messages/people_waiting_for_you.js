import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Waiting_For_YouInputs */

const en_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

const es_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de ti`)
};

const fr_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre part`)
};

const it_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa di te`)
};

const pt_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À sua espera`)
};

const el_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σας περιμένουν`)
};

const hr_people_waiting_for_you = /** @type {(inputs: People_Waiting_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Čeka vas`)
};

/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {People_Waiting_For_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_waiting_for_you = /** @type {((inputs?: People_Waiting_For_YouInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Waiting_For_YouInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_waiting_for_you(inputs)
	if (locale === "fr") return fr_people_waiting_for_you(inputs)
	if (locale === "it") return it_people_waiting_for_you(inputs)
	if (locale === "pt") return pt_people_waiting_for_you(inputs)
	if (locale === "el") return el_people_waiting_for_you(inputs)
	if (locale === "hr") return hr_people_waiting_for_you(inputs)
	return en_people_waiting_for_you(inputs)
});