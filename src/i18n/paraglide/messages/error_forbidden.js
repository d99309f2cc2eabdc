import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_ForbiddenInputs */

const en_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot open this page.`)
};

const es_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta no puede abrir esta página.`)
};

const fr_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte ne permet pas d’ouvrir cette page.`)
};

const it_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account non può aprire questa pagina.`)
};

const pt_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta não tem acesso a esta página.`)
};

const el_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας δεν έχει πρόσβαση σε αυτή τη σελίδα.`)
};

const hr_error_forbidden = /** @type {(inputs: Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš račun nema pristup ovoj stranici.`)
};

/**
* | output |
* | --- |
* | "Your account cannot open this page." |
*
* @param {Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_forbidden = /** @type {((inputs?: Error_ForbiddenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ForbiddenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_forbidden(inputs)
	if (locale === "fr") return fr_error_forbidden(inputs)
	if (locale === "it") return it_error_forbidden(inputs)
	if (locale === "pt") return pt_error_forbidden(inputs)
	if (locale === "el") return el_error_forbidden(inputs)
	if (locale === "hr") return hr_error_forbidden(inputs)
	return en_error_forbidden(inputs)
});