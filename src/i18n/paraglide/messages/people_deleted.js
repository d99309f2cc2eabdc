import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_DeletedInputs */

const en_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const es_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const fr_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

const it_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account eliminato`)
};

const pt_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta apagada`)
};

const el_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός διαγράφηκε`)
};

const hr_people_deleted = /** @type {(inputs: People_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Račun izbrisan`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {People_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_deleted = /** @type {((inputs?: People_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_deleted(inputs)
	if (locale === "fr") return fr_people_deleted(inputs)
	if (locale === "it") return it_people_deleted(inputs)
	if (locale === "pt") return pt_people_deleted(inputs)
	if (locale === "el") return el_people_deleted(inputs)
	if (locale === "hr") return hr_people_deleted(inputs)
	return en_people_deleted(inputs)
});