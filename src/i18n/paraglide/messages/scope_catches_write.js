import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Catches_WriteInputs */

const en_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log, edit and delete your catches`)
};

const es_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar, editar y eliminar tus capturas`)
};

const fr_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer, modifier et supprimer vos prises`)
};

const it_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrare, modificare ed eliminare le tue catture`)
};

const pt_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar, editar e excluir suas capturas`)
};

const el_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να καταχωρίζει, να επεξεργάζεται και να διαγράφει τις αλιεύσεις σας`)
};

const hr_scope_catches_write = /** @type {(inputs: Scope_Catches_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilježiti, uređivati i brisati vaše ulove`)
};

/**
* | output |
* | --- |
* | "Log, edit and delete your catches" |
*
* @param {Scope_Catches_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_catches_write = /** @type {((inputs?: Scope_Catches_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_catches_write(inputs)
	if (locale === "fr") return fr_scope_catches_write(inputs)
	if (locale === "it") return it_scope_catches_write(inputs)
	if (locale === "pt") return pt_scope_catches_write(inputs)
	if (locale === "el") return el_scope_catches_write(inputs)
	if (locale === "hr") return hr_scope_catches_write(inputs)
	return en_scope_catches_write(inputs)
});