import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Choose_CatchesInputs */

const en_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what happens to your catches.`)
};

const es_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué pasa con tus capturas.`)
};

const fr_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ce que deviennent vos prises.`)
};

const it_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli cosa succede alle tue catture.`)
};

const pt_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o que acontece às suas capturas.`)
};

const el_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε τι θα γίνει με τα αλιεύματά σας.`)
};

const hr_leave_choose_catches = /** @type {(inputs: Leave_Choose_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odaberite što će biti s vašim ulovima.`)
};

/**
* | output |
* | --- |
* | "Choose what happens to your catches." |
*
* @param {Leave_Choose_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_choose_catches = /** @type {((inputs?: Leave_Choose_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Choose_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_choose_catches(inputs)
	if (locale === "fr") return fr_leave_choose_catches(inputs)
	if (locale === "it") return it_leave_choose_catches(inputs)
	if (locale === "pt") return pt_leave_choose_catches(inputs)
	if (locale === "el") return el_leave_choose_catches(inputs)
	if (locale === "hr") return hr_leave_choose_catches(inputs)
	return en_leave_choose_catches(inputs)
});