import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_EnabledInputs */

const en_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabled.`)
};

const es_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado.`)
};

const fr_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activé.`)
};

const it_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivato.`)
};

const pt_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativado.`)
};

const el_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποιήθηκε.`)
};

const hr_notice_enabled = /** @type {(inputs: Notice_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uključeno.`)
};

/**
* | output |
* | --- |
* | "Enabled." |
*
* @param {Notice_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_enabled = /** @type {((inputs?: Notice_EnabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_EnabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_enabled(inputs)
	if (locale === "fr") return fr_notice_enabled(inputs)
	if (locale === "it") return it_notice_enabled(inputs)
	if (locale === "pt") return pt_notice_enabled(inputs)
	if (locale === "el") return el_notice_enabled(inputs)
	if (locale === "hr") return hr_notice_enabled(inputs)
	return en_notice_enabled(inputs)
});