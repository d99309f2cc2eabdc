import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Edit_WarningInputs */

const en_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the weight or species of a verified catch sends it back to unverified.`)
};

const es_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si cambias el peso o la especie de una captura verificada, vuelve a quedar sin verificar.`)
};

const fr_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le poids ou l’espèce d’une prise validée la fait repasser en non validée.`)
};

const it_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambi il peso o la specie di una cattura verificata, torna non verificata.`)
};

const pt_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar o peso ou a espécie de uma captura verificada faz com que deixe de estar verificada.`)
};

const el_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αν αλλάξετε το βάρος ή το είδος μιας επαληθευμένης ψαριάς, επιστρέφει σε «χωρίς επαλήθευση».`)
};

const hr_catch_edit_warning = /** @type {(inputs: Catch_Edit_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promijenite li težinu ili vrstu provjerenog ulova, on ponovno postaje neprovjeren.`)
};

/**
* | output |
* | --- |
* | "Changing the weight or species of a verified catch sends it back to unverified." |
*
* @param {Catch_Edit_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit_warning = /** @type {((inputs?: Catch_Edit_WarningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_WarningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_edit_warning(inputs)
	if (locale === "fr") return fr_catch_edit_warning(inputs)
	if (locale === "it") return it_catch_edit_warning(inputs)
	if (locale === "pt") return pt_catch_edit_warning(inputs)
	if (locale === "el") return el_catch_edit_warning(inputs)
	if (locale === "hr") return hr_catch_edit_warning(inputs)
	return en_catch_edit_warning(inputs)
});