import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Way_In_ClosedInputs */

const en_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This club is not taking new members at the moment.`)
};

const es_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este club no admite nuevos miembros por ahora.`)
};

const fr_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce club n’accepte pas de nouveaux membres pour le moment.`)
};

const it_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al momento questo club non accetta nuovi soci.`)
};

const pt_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De momento, este clube não aceita novos membros.`)
};

const el_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύλλογος δεν δέχεται νέα μέλη αυτή την περίοδο.`)
};

const hr_way_in_closed = /** @type {(inputs: Way_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klub trenutačno ne prima nove članove.`)
};

/**
* | output |
* | --- |
* | "This club is not taking new members at the moment." |
*
* @param {Way_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_closed = /** @type {((inputs?: Way_In_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_closed(inputs)
	if (locale === "fr") return fr_way_in_closed(inputs)
	if (locale === "it") return it_way_in_closed(inputs)
	if (locale === "pt") return pt_way_in_closed(inputs)
	if (locale === "el") return el_way_in_closed(inputs)
	if (locale === "hr") return hr_way_in_closed(inputs)
	return en_way_in_closed(inputs)
});