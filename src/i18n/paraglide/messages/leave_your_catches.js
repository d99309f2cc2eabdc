import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Your_CatchesInputs */

const en_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catches`)
};

const es_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus capturas`)
};

const fr_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prises`)
};

const it_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue catture`)
};

const pt_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas capturas`)
};

const el_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αλιεύματά σας`)
};

const hr_leave_your_catches = /** @type {(inputs: Leave_Your_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši ulovi`)
};

/**
* | output |
* | --- |
* | "Your catches" |
*
* @param {Leave_Your_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_your_catches = /** @type {((inputs?: Leave_Your_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Your_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_your_catches(inputs)
	if (locale === "fr") return fr_leave_your_catches(inputs)
	if (locale === "it") return it_leave_your_catches(inputs)
	if (locale === "pt") return pt_leave_your_catches(inputs)
	if (locale === "el") return el_leave_your_catches(inputs)
	if (locale === "hr") return hr_leave_your_catches(inputs)
	return en_leave_your_catches(inputs)
});