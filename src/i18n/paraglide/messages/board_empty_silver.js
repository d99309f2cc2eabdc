import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Empty_SilverInputs */

const en_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This board shows catches verified silver or better: the club’s choice, so that a record is a record.`)
};

const es_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clasificación muestra capturas verificadas en plata o superior: lo ha decidido el club, para que un récord sea un récord de verdad.`)
};

const fr_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce classement montre les prises validées argent ou mieux : c’est le choix du club, pour qu’un record soit un vrai record.`)
};

const it_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa classifica mostra le catture verificate argento o superiore: l’ha scelto il club, perché un record sia davvero un record.`)
};

const pt_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta classificação mostra capturas verificadas em prata ou superior: é uma escolha do clube, para que um recorde seja mesmo um recorde.`)
};

const el_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η κατάταξη δείχνει ψαριές επαληθευμένες ως ασημένιο ή ανώτερο: επιλογή του συλλόγου, ώστε ένα ρεκόρ να είναι πραγματικό ρεκόρ.`)
};

const hr_board_empty_silver = /** @type {(inputs: Board_Empty_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova ljestvica prikazuje ulove provjerene na razini srebra ili bolje: tako je odlučio klub, da rekord bude pravi rekord.`)
};

/**
* | output |
* | --- |
* | "This board shows catches verified silver or better: the club’s choice, so that a record is a record." |
*
* @param {Board_Empty_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_silver = /** @type {((inputs?: Board_Empty_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_empty_silver(inputs)
	if (locale === "fr") return fr_board_empty_silver(inputs)
	if (locale === "it") return it_board_empty_silver(inputs)
	if (locale === "pt") return pt_board_empty_silver(inputs)
	if (locale === "el") return el_board_empty_silver(inputs)
	if (locale === "hr") return hr_board_empty_silver(inputs)
	return en_board_empty_silver(inputs)
});