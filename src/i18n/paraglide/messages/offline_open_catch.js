import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Open_CatchInputs */

const en_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open the catch`)
};

const es_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abrir la captura`)
};

const fr_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouvrir la prise`)
};

const it_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apri la cattura`)
};

const pt_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abrir a captura`)
};

const el_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`άνοιγμα της ψαριάς`)
};

const hr_offline_open_catch = /** @type {(inputs: Offline_Open_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otvorite ulov`)
};

/**
* | output |
* | --- |
* | "open the catch" |
*
* @param {Offline_Open_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_open_catch = /** @type {((inputs?: Offline_Open_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Open_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_open_catch(inputs)
	if (locale === "fr") return fr_offline_open_catch(inputs)
	if (locale === "it") return it_offline_open_catch(inputs)
	if (locale === "pt") return pt_offline_open_catch(inputs)
	if (locale === "el") return el_offline_open_catch(inputs)
	if (locale === "hr") return hr_offline_open_catch(inputs)
	return en_offline_open_catch(inputs)
});