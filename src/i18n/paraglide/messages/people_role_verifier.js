import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Role_VerifierInputs */

const en_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifier`)
};

const es_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verificador`)
};

const fr_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vérificateur`)
};

const it_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verificatore`)
};

const pt_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verificador`)
};

const el_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ελεγκτής`)
};

const hr_people_role_verifier = /** @type {(inputs: People_Role_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifikator`)
};

/**
* | output |
* | --- |
* | "verifier" |
*
* @param {People_Role_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_role_verifier = /** @type {((inputs?: People_Role_VerifierInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_VerifierInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_role_verifier(inputs)
	if (locale === "fr") return fr_people_role_verifier(inputs)
	if (locale === "it") return it_people_role_verifier(inputs)
	if (locale === "pt") return pt_people_role_verifier(inputs)
	if (locale === "el") return el_people_role_verifier(inputs)
	if (locale === "hr") return hr_people_role_verifier(inputs)
	return en_people_role_verifier(inputs)
});