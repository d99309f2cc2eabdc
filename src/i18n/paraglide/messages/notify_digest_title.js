import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown> }} Notify_Digest_TitleInputs */

const en_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The week in ${i?.club}`)
};

const es_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semana en ${i?.club}`)
};

const fr_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semaine au sein de ${i?.club}`)
};

const it_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La settimana di ${i?.club}`)
};

const pt_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A semana em ${i?.club}`)
};

const el_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εβδομάδα στον σύλλογο ${i?.club}`)
};

const hr_notify_digest_title = /** @type {(inputs: Notify_Digest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tjedan u klubu ${i?.club}`)
};

/**
* | output |
* | --- |
* | "The week in {club}" |
*
* @param {Notify_Digest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_digest_title = /** @type {((inputs: Notify_Digest_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Digest_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_digest_title(inputs)
	if (locale === "fr") return fr_notify_digest_title(inputs)
	if (locale === "it") return it_notify_digest_title(inputs)
	if (locale === "pt") return pt_notify_digest_title(inputs)
	if (locale === "el") return el_notify_digest_title(inputs)
	if (locale === "hr") return hr_notify_digest_title(inputs)
	return en_notify_digest_title(inputs)
});