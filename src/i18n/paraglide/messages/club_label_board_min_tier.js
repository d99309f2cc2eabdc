import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Label_Board_Min_TierInputs */

const en_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards count catches verified at least`)
};

const es_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel mínimo de verificación para las clasificaciones`)
};

const fr_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau de validation minimum pour les classements`)
};

const it_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livello minimo di verifica per le classifiche`)
};

const pt_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível mínimo de verificação para as classificações`)
};

const el_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελάχιστο επίπεδο επαλήθευσης για τους πίνακες κατάταξης`)
};

const hr_club_label_board_min_tier = /** @type {(inputs: Club_Label_Board_Min_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najniža razina provjere za ljestvice`)
};

/**
* | output |
* | --- |
* | "Boards count catches verified at least" |
*
* @param {Club_Label_Board_Min_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_label_board_min_tier = /** @type {((inputs?: Club_Label_Board_Min_TierInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Board_Min_TierInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_label_board_min_tier(inputs)
	if (locale === "fr") return fr_club_label_board_min_tier(inputs)
	if (locale === "it") return it_club_label_board_min_tier(inputs)
	if (locale === "pt") return pt_club_label_board_min_tier(inputs)
	if (locale === "el") return el_club_label_board_min_tier(inputs)
	if (locale === "hr") return hr_club_label_board_min_tier(inputs)
	return en_club_label_board_min_tier(inputs)
});