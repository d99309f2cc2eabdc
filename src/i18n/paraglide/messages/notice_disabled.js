import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_DisabledInputs */

const en_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled.`)
};

const es_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado.`)
};

const fr_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivé.`)
};

const it_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivato.`)
};

const pt_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativado.`)
};

const el_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποιήθηκε.`)
};

const hr_notice_disabled = /** @type {(inputs: Notice_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isključeno.`)
};

/**
* | output |
* | --- |
* | "Disabled." |
*
* @param {Notice_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_disabled = /** @type {((inputs?: Notice_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_disabled(inputs)
	if (locale === "fr") return fr_notice_disabled(inputs)
	if (locale === "it") return it_notice_disabled(inputs)
	if (locale === "pt") return pt_notice_disabled(inputs)
	if (locale === "el") return el_notice_disabled(inputs)
	if (locale === "hr") return hr_notice_disabled(inputs)
	return en_notice_disabled(inputs)
});