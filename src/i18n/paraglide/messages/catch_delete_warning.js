import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Delete_WarningInputs */

const en_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its photos and verification history go with it. This cannot be undone.`)
};

const es_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus fotos y su historial de verificación se eliminan con ella. No se puede deshacer.`)
};

const fr_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses photos et son historique de validation disparaissent avec elle. Cette action est définitive.`)
};

const it_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le sue foto e la cronologia delle verifiche vengono eliminate con lei. Non si può annullare.`)
};

const pt_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As fotos e o histórico de verificação são eliminados com ela. Não é possível anular.`)
};

const el_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι φωτογραφίες και το ιστορικό επαλήθευσης διαγράφονται μαζί της. Η ενέργεια δεν αναιρείται.`)
};

const hr_catch_delete_warning = /** @type {(inputs: Catch_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Njegove fotografije i povijest provjera brišu se s njim. To se ne može poništiti.`)
};

/**
* | output |
* | --- |
* | "Its photos and verification history go with it. This cannot be undone." |
*
* @param {Catch_Delete_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_warning = /** @type {((inputs?: Catch_Delete_WarningInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_WarningInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_delete_warning(inputs)
	if (locale === "fr") return fr_catch_delete_warning(inputs)
	if (locale === "it") return it_catch_delete_warning(inputs)
	if (locale === "pt") return pt_catch_delete_warning(inputs)
	if (locale === "el") return el_catch_delete_warning(inputs)
	if (locale === "hr") return hr_catch_delete_warning(inputs)
	return en_catch_delete_warning(inputs)
});