import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Verifications_WriteInputs */

const en_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify other divers’ catches (verifiers and admins)`)
};

const es_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar las capturas de otros buceadores (verificadores y administradores)`)
};

const fr_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier les prises des autres plongeurs (vérificateurs et administrateurs)`)
};

const it_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificare le catture degli altri sub (verificatori e amministratori)`)
};

const pt_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar as capturas de outros mergulhadores (verificadores e administradores)`)
};

const el_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να επαληθεύει τις αλιεύσεις άλλων δυτών (επαληθευτές και διαχειριστές)`)
};

const hr_scope_verifications_write = /** @type {(inputs: Scope_Verifications_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjeravati ulove drugih ronilaca (provjeravatelji i administratori)`)
};

/**
* | output |
* | --- |
* | "Verify other divers’ catches (verifiers and admins)" |
*
* @param {Scope_Verifications_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_verifications_write = /** @type {((inputs?: Scope_Verifications_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Verifications_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_verifications_write(inputs)
	if (locale === "fr") return fr_scope_verifications_write(inputs)
	if (locale === "it") return it_scope_verifications_write(inputs)
	if (locale === "pt") return pt_scope_verifications_write(inputs)
	if (locale === "el") return el_scope_verifications_write(inputs)
	if (locale === "hr") return hr_scope_verifications_write(inputs)
	return en_scope_verifications_write(inputs)
});