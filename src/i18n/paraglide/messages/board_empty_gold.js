import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Empty_GoldInputs */

const en_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This board shows catches verified gold only: the club’s choice, so that a record is a record.`)
};

const es_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clasificación solo muestra capturas verificadas en oro: lo ha decidido el club, para que un récord sea un récord de verdad.`)
};

const fr_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce classement ne montre que les prises validées or : c’est le choix du club, pour qu’un record soit un vrai record.`)
};

const it_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa classifica mostra solo le catture verificate oro: l’ha scelto il club, perché un record sia davvero un record.`)
};

const pt_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta classificação só mostra capturas verificadas em ouro: é uma escolha do clube, para que um recorde seja mesmo um recorde.`)
};

const el_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η κατάταξη δείχνει μόνο ψαριές επαληθευμένες ως χρυσό: επιλογή του συλλόγου, ώστε ένα ρεκόρ να είναι πραγματικό ρεκόρ.`)
};

const hr_board_empty_gold = /** @type {(inputs: Board_Empty_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova ljestvica prikazuje samo ulove provjerene na razini zlata: tako je odlučio klub, da rekord bude pravi rekord.`)
};

/**
* | output |
* | --- |
* | "This board shows catches verified gold only: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_gold = /** @type {((inputs?: Board_Empty_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_empty_gold(inputs)
	if (locale === "fr") return fr_board_empty_gold(inputs)
	if (locale === "it") return it_board_empty_gold(inputs)
	if (locale === "pt") return pt_board_empty_gold(inputs)
	if (locale === "el") return el_board_empty_gold(inputs)
	if (locale === "hr") return hr_board_empty_gold(inputs)
	return en_board_empty_gold(inputs)
});