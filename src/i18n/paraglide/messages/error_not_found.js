import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_FoundInputs */

const en_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at this address, or it is not yours to see.`)
};

const es_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada en esta dirección, o no tienes acceso a ello.`)
};

const fr_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a rien à cette adresse, ou vous n’y avez pas accès.`)
};

const it_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non c’è niente a questo indirizzo, oppure non hai accesso.`)
};

const pt_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nada neste endereço, ou não tem acesso a ele.`)
};

const el_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση ή δεν έχετε πρόσβαση.`)
};

const hr_error_not_found = /** @type {(inputs: Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na ovoj adresi nema ničega ili vam nije dostupno.`)
};

/**
* | output |
* | --- |
* | "There is nothing at this address, or it is not yours to see." |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_not_found = /** @type {((inputs?: Error_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_not_found(inputs)
	if (locale === "fr") return fr_error_not_found(inputs)
	if (locale === "it") return it_error_not_found(inputs)
	if (locale === "pt") return pt_error_not_found(inputs)
	if (locale === "el") return el_error_not_found(inputs)
	if (locale === "hr") return hr_error_not_found(inputs)
	return en_error_not_found(inputs)
});