import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Status_DraftInputs */

const en_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft (admins only)`)
};

const es_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador (solo administradores)`)
};

const fr_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon (administrateurs seulement)`)
};

const it_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bozza (solo amministratori)`)
};

const pt_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rascunho (só administradores)`)
};

const el_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόχειρο (μόνο για διαχειριστές)`)
};

const hr_competition_status_draft = /** @type {(inputs: Competition_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nacrt (samo administratori)`)
};

/**
* | output |
* | --- |
* | "Draft (admins only)" |
*
* @param {Competition_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_status_draft = /** @type {((inputs?: Competition_Status_DraftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_DraftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_status_draft(inputs)
	if (locale === "fr") return fr_competition_status_draft(inputs)
	if (locale === "it") return it_competition_status_draft(inputs)
	if (locale === "pt") return pt_competition_status_draft(inputs)
	if (locale === "el") return el_competition_status_draft(inputs)
	if (locale === "hr") return hr_competition_status_draft(inputs)
	return en_competition_status_draft(inputs)
});