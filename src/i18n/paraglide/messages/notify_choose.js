import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_ChooseInputs */

const en_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what reaches you, and where`)
};

const es_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué te llega y por dónde`)
};

const fr_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ce qui vous parvient, et où`)
};

const it_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli cosa ti arriva, e dove`)
};

const pt_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o que lhe chega, e onde`)
};

const el_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε τι σας φτάνει και πού`)
};

const hr_notify_choose = /** @type {(inputs: Notify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odaberite što vam stiže i kamo`)
};

/**
* | output |
* | --- |
* | "Choose what reaches you, and where" |
*
* @param {Notify_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_choose = /** @type {((inputs?: Notify_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ChooseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_choose(inputs)
	if (locale === "fr") return fr_notify_choose(inputs)
	if (locale === "it") return it_notify_choose(inputs)
	if (locale === "pt") return pt_notify_choose(inputs)
	if (locale === "el") return el_notify_choose(inputs)
	if (locale === "hr") return hr_notify_choose(inputs)
	return en_notify_choose(inputs)
});