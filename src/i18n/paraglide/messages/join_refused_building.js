import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Refused_BuildingInputs */

const en_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`say in a few words what you are building`)
};

const es_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta en pocas palabras qué estás creando.`)
};

const fr_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites en quelques mots ce que vous construisez.`)
};

const it_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racconta in poche parole cosa stai sviluppando.`)
};

const pt_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diga em poucas palavras o que está a criar.`)
};

const el_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πείτε με λίγα λόγια τι φτιάχνετε.`)
};

const hr_join_refused_building = /** @type {(inputs: Join_Refused_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U nekoliko riječi napišite što gradite.`)
};

/**
* | output |
* | --- |
* | "say in a few words what you are building" |
*
* @param {Join_Refused_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_refused_building = /** @type {((inputs?: Join_Refused_BuildingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_BuildingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_refused_building(inputs)
	if (locale === "fr") return fr_join_refused_building(inputs)
	if (locale === "it") return it_join_refused_building(inputs)
	if (locale === "pt") return pt_join_refused_building(inputs)
	if (locale === "el") return el_join_refused_building(inputs)
	if (locale === "hr") return hr_join_refused_building(inputs)
	return en_join_refused_building(inputs)
});