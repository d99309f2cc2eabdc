import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copy_FailedInputs */

const en_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copying failed: select the link and copy it.`)
};

const es_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar: selecciona el enlace y cópialo.`)
};

const fr_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie impossible : sélectionnez le lien et copiez-le.`)
};

const it_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia non riuscita: seleziona il link e copialo.`)
};

const pt_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível copiar: selecione o link e copie-o.`)
};

const el_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αντιγραφή απέτυχε: επιλέξτε τον σύνδεσμο και αντιγράψτε τον.`)
};

const hr_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiranje nije uspjelo: označite poveznicu i kopirajte je.`)
};

/**
* | output |
* | --- |
* | "Copying failed: select the link and copy it." |
*
* @param {Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_copy_failed = /** @type {((inputs?: Share_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copy_failed(inputs)
	if (locale === "fr") return fr_share_copy_failed(inputs)
	if (locale === "it") return it_share_copy_failed(inputs)
	if (locale === "pt") return pt_share_copy_failed(inputs)
	if (locale === "el") return el_share_copy_failed(inputs)
	if (locale === "hr") return hr_share_copy_failed(inputs)
	return en_share_copy_failed(inputs)
});