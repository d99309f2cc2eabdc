import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_DisabledInputs */

const en_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

const es_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivada`)
};

const fr_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivé`)
};

const it_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivato`)
};

const pt_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativado`)
};

const el_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποιημένος`)
};

const hr_people_disabled = /** @type {(inputs: People_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onemogućen`)
};

/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {People_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_disabled = /** @type {((inputs?: People_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_disabled(inputs)
	if (locale === "fr") return fr_people_disabled(inputs)
	if (locale === "it") return it_people_disabled(inputs)
	if (locale === "pt") return pt_people_disabled(inputs)
	if (locale === "el") return el_people_disabled(inputs)
	if (locale === "hr") return hr_people_disabled(inputs)
	return en_people_disabled(inputs)
});