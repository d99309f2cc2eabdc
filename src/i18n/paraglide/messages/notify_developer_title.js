import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Developer_TitleInputs */

const en_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A developer application waits for you`)
};

const es_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud de desarrollador te espera`)
};

const fr_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une demande d’accès développeur vous attend`)
};

const it_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una richiesta di accesso sviluppatore ti aspetta`)
};

const pt_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido de acesso de programador aguarda por si`)
};

const el_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια αίτηση προγραμματιστή σας περιμένει`)
};

const hr_notify_developer_title = /** @type {(inputs: Notify_Developer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev razvojnog programera čeka vas`)
};

/**
* | output |
* | --- |
* | "A developer application waits for you" |
*
* @param {Notify_Developer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_developer_title = /** @type {((inputs?: Notify_Developer_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Developer_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_developer_title(inputs)
	if (locale === "fr") return fr_notify_developer_title(inputs)
	if (locale === "it") return it_notify_developer_title(inputs)
	if (locale === "pt") return pt_notify_developer_title(inputs)
	if (locale === "el") return el_notify_developer_title(inputs)
	if (locale === "hr") return hr_notify_developer_title(inputs)
	return en_notify_developer_title(inputs)
});